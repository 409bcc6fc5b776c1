import { useEffect } from "react";
import { type Form, useFetcher, useRevalidator } from "react-router";
import { SampleRequestConfirmation } from "~/components/sample-request/sample-request-confirmation";
import type { RequestTarget } from "~/forms/request-target";
import { REQUEST_ACTION, type SampleRequestActionData } from "~/forms/sample-request";
import { useSiteConfig } from "~/lib/site-config";
import { Modal } from "./modal";
import { clearRequestDraft, keepRequestDraft, readRequestDraft } from "./request-draft";
import { SampleRequestForm } from "./sample-request-form";
import { useRequestPrefill } from "./use-request-prefill";

/**
 * The sample request form in an accessible modal; it posts through a fetcher. What was typed
 * stays as a draft when the modal closes, until a request is sent. Loaded on first opening
 * (./sample-request-dialog.tsx).
 */
export default function SampleRequestModal({
  target,
  onClose,
}: {
  target: RequestTarget | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<SampleRequestActionData>({ key: "sample-request" });
  const actionData = fetcher.data;
  const isDone = actionData?.ok === true;
  const revalidator = useRevalidator();
  const isSignedIn = useSiteConfig().user != null;
  const prefill = useRequestPrefill(target !== null, isSignedIn);
  useEffect(() => {
    if (isDone) clearRequestDraft();
  }, [isDone]);
  function close() {
    // Forget the previous answer so the next opening starts from the draft. A reset aborts
    // the reload still under way after a submission, which brings the next form its fresh
    // idempotency key (docs/decisions/045), so reload then.
    const wasBusy = fetcher.state !== "idle";
    fetcher.reset();
    if (wasBusy) void revalidator.revalidate();
    onClose();
  }
  return (
    <Modal isOpen={target !== null} onClose={close} title="Request Free Samples">
      {target ? (
        isDone ? (
          <SampleRequestConfirmation
            summary={actionData.summary}
            alreadyReceived={actionData.alreadyReceived}
          />
        ) : prefill === null ? (
          <p role="status" className="text-slate-700">
            Loading your details...
          </p>
        ) : (
          <SampleRequestForm
            target={target}
            action={REQUEST_ACTION}
            actionData={actionData}
            isSubmitting={fetcher.state !== "idle"}
            FormComponent={fetcher.Form as typeof Form}
            draft={{ ...prefill, ...readRequestDraft() }}
            onDraftChange={keepRequestDraft}
            isSignedIn={isSignedIn}
          />
        )
      ) : null}
    </Modal>
  );
}
