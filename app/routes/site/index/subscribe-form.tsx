/**
 * The update-list form on home (#subscribe). Posts to the home action; works without JS: a
 * subscription then redirects back to /#subscribe, thanked, and a refusal renders at the form
 * (the action's #subscribe), so the answer is in view either way.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FormAlert, SubmitButton, TextField } from "~/components/form/fields";
import {
  SUBSCRIBE_INTENT,
  SUBSCRIBED_MESSAGE,
  type SubscribeActionData,
  subscribeSchema,
} from "~/forms/subscribe";
import { useForm } from "~/forms/use-form";
import { FormGuardFields } from "~/routes/site/parts/form-guard-fields";

const SUCCESS_MS = 5000;

export function SubscribeForm({ initial }: { initial?: SubscribeActionData | undefined }) {
  const fetcher = useFetcher<SubscribeActionData>({ key: "subscribe" });
  const result = fetcher.data ?? initial;
  const failed = result && !result.ok ? result : undefined;
  const { formRef, field, formError, props } = useForm(subscribeSchema, failed);
  // Server-rendered thanks (JavaScript off) stays until the next page; with JS it lasts 5 s.
  const [isThanksVisible, setIsThanksVisible] = useState(initial?.ok === true);

  useEffect(() => {
    if (!result?.ok) return;
    setIsThanksVisible(true);
    formRef.current?.reset();
    const timer = setTimeout(() => setIsThanksVisible(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result, formRef]);

  const isSubmitting = fetcher.state !== "idle";

  return (
    <fetcher.Form
      {...props}
      method="post"
      action="/?index#subscribe"
      className="mt-6 max-w-xl space-y-3"
      aria-label="Subscribe to updates"
    >
      <input type="hidden" name="intent" value={SUBSCRIBE_INTENT} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          {...field("email")}
          label="Email address"
          autoComplete="email"
          className="flex-1"
        />
        <SubmitButton isBusy={isSubmitting} busyText="Subscribing..." className="sm:mt-6">
          Subscribe
        </SubmitButton>
      </div>
      <FormGuardFields />
      <FormAlert>{formError}</FormAlert>
      <div role="status">
        {isThanksVisible ? (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {SUBSCRIBED_MESSAGE}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
