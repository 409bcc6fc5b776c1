/** "Create API key" (a name and a scope), and the new key, shown once in a read-only field. */
import { ChoiceGroup } from "~/components/form/choice-group";
import { TextAreaField, TextField } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { apiKeySchema } from "~/forms/api-key";
import type { FormFailure } from "~/forms/kit";
import { useForm } from "~/forms/use-form";
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES } from "~/lib/api-keys";

const SCOPE_TEXT = {
  read: "lists leads and products",
  write: "also changes lead statuses and products",
} as const;

const SCOPE_CHOICES = API_KEY_SCOPES.map((value) => ({
  value,
  label: (
    <>
      <strong>{API_KEY_SCOPE_LABELS[value]}</strong> – {SCOPE_TEXT[value]}
    </>
  ),
}));

export function CreateKeyForm({ failure }: { failure: FormFailure | undefined }) {
  const { field, formError, errors, props } = useForm(apiKeySchema, failure, { scope: "read" });
  const scope = field("scope");
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold">Create API key</h3>
      <IntentForm
        submitLabel="Create API key"
        busyText="Creating..."
        intent="create"
        formProps={props}
        formError={formError}
        className="mt-3 space-y-4"
      >
        <TextField
          {...field("name")}
          hint="Where the key is used, e.g. HubSpot sync."
          autoComplete="off"
          className="max-w-md"
        />
        <ChoiceGroup
          type="radio"
          name="scope"
          legend="Scope"
          choices={SCOPE_CHOICES}
          checked={[scope.defaultValue ?? "read"]}
          error={errors.scope}
          listClassName="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6"
        />
      </IntentForm>
    </div>
  );
}

export function NewKey({ name, apiKey }: { name: string; apiKey: string }) {
  return (
    <section
      aria-labelledby="new-key-title"
      className="rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4"
    >
      <h2 id="new-key-title" className="font-semibold text-emerald-950">
        Your new key: {name}
      </h2>
      <TextAreaField
        name="apiKey"
        label="API key"
        readOnly
        value={apiKey}
        rows={3}
        hint="Select it and copy it (Ctrl+C or ⌘+C) into your integration now: it is shown only once. Lost it? Revoke it and create another."
        className="mt-2"
        spellCheck={false}
        style={{ wordBreak: "break-all", fontFamily: "ui-monospace, monospace" }}
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}
