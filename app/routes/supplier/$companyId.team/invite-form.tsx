/**
 * Owners invite a colleague by e-mail, as a member or an owner (an e-mail goes out at once); once
 * sent, the form empties for the next one.
 */
import { useEffect } from "react";
import { ChoiceGroup } from "~/components/form/choice-group";
import { TextField } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { TitledSection } from "~/components/titled-section";
import type { FormFailure } from "~/forms/kit";
import { inviteSchema } from "~/forms/team";
import { useForm } from "~/forms/use-form";
import { INVITATION_DAYS } from "~/lib/suppliers";

const ROLE_CHOICES = [
  { value: "member", label: <RoleLabel name="Member" text="works leads and the listing" /> },
  { value: "owner", label: <RoleLabel name="Owner" text="also manages the team" /> },
];

function RoleLabel({ name, text }: { name: string; text: string }) {
  return (
    <>
      {name} <span className="text-slate-600">({text})</span>
    </>
  );
}

export function InviteForm({
  failure,
  sent,
}: {
  failure: FormFailure | undefined;
  /** The answer of an invitation just sent (a new object each time): the form empties. */
  sent?: object | undefined;
}) {
  const { field, formError, errors, props, formRef } = useForm(inviteSchema, failure, {
    role: "member",
  });
  useEffect(() => {
    if (sent) formRef.current?.reset();
  }, [sent, formRef]);
  const role = field("role");
  return (
    <TitledSection
      id="invite-title"
      title="Invite a colleague"
      heading="minor"
      className="rounded-lg border border-slate-200 p-4"
    >
      <p className="mt-1 text-sm text-slate-700">
        They get an e-mail; the invitation is valid for {INVITATION_DAYS} days and joins them when
        they sign in with that confirmed address.
      </p>
      <IntentForm
        submitLabel="Send invitation"
        busyText="Sending..."
        intent="invite"
        formProps={props}
        formError={formError}
        className="mt-4 space-y-4"
      >
        <TextField {...field("email")} autoComplete="off" />
        <ChoiceGroup
          type="radio"
          name="role"
          legend="Role"
          choices={ROLE_CHOICES}
          checked={[role.defaultValue ?? "member"]}
          error={errors.role}
          listClassName="mt-2 flex flex-wrap gap-4"
        />
      </IntentForm>
    </TitledSection>
  );
}
