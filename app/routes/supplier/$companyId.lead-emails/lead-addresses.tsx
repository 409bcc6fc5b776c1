/**
 * "Send new leads to": the company's extra lead addresses, each waiting for its link or confirmed.
 * Owners add one (a confirmation link is e-mailed at once), send its link again, or remove it;
 * members see the list.
 */
import { useEffect } from "react";
import { TextField } from "~/components/form/fields";
import { IntentButton } from "~/components/form/intent-button";
import { IntentForm } from "~/components/form/intent-form";
import { TitledSection } from "~/components/titled-section";
import type { FormFailure } from "~/forms/kit";
import { leadAddressSchema } from "~/forms/lead-emails";
import { useForm } from "~/forms/use-form";
import { LEAD_ADDRESS_LINK_DAYS, LEAD_ADDRESSES_MAX } from "~/lib/lead-emails";

interface Address {
  id: string;
  email: string;
  isConfirmed: boolean;
  isLinkExpired: boolean;
}

const SMALL_BUTTON =
  "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

function AddressButton({
  intent,
  id,
  label,
  email,
}: {
  intent: string;
  id: string;
  label: string;
  email: string;
}) {
  return (
    <IntentButton intent={intent} fields={{ addressId: id }} className={SMALL_BUTTON}>
      {label}
      <span className="sr-only"> {email}</span>
    </IntentButton>
  );
}

function statusOf(address: Address): string {
  if (address.isConfirmed) return "Confirmed: receives new leads";
  if (address.isLinkExpired) return "Link expired: send it again";
  return "Waiting for its confirmation link";
}

export function LeadAddresses({
  addresses,
  canManage,
  failure,
  added,
}: {
  addresses: Address[];
  canManage: boolean;
  failure: FormFailure | undefined;
  /** The answer of an address just added (a new object each time): the form empties. */
  added?: object | undefined;
}) {
  const { field, formError, props, formRef } = useForm(leadAddressSchema, failure);
  useEffect(() => {
    if (added) formRef.current?.reset();
  }, [added, formRef]);
  const isFull = addresses.length >= LEAD_ADDRESSES_MAX;
  return (
    <TitledSection
      id="send-to-title"
      title="Send new leads to"
      heading="minor"
      className="rounded-lg border border-slate-200 p-4"
    >
      <p className="mt-1 text-sm text-slate-700">
        Other addresses that receive every new lead, such as your sales team's (up to{" "}
        {LEAD_ADDRESSES_MAX}). Each one receives leads once the link we e-mail to it is followed.
      </p>
      {addresses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No addresses yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-900">{address.email}</p>
                <p
                  className={`text-sm ${address.isConfirmed ? "text-green-800" : "text-amber-800"}`}
                >
                  {statusOf(address)}
                </p>
              </div>
              {canManage ? (
                <div className="flex flex-wrap gap-2">
                  {address.isConfirmed ? null : (
                    <AddressButton
                      intent="resend-address"
                      id={address.id}
                      label="Send the link again"
                      email={address.email}
                    />
                  )}
                  <AddressButton
                    intent="remove-address"
                    id={address.id}
                    label="Remove"
                    email={address.email}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!canManage ? (
        <p className="mt-3 text-sm text-slate-600">
          Only the company's owners can change this list.
        </p>
      ) : isFull ? (
        <p className="mt-3 text-sm text-slate-700">
          The list is full: remove an address to add another.
        </p>
      ) : (
        <IntentForm
          submitLabel="Add address"
          busyText="Adding..."
          intent="add-address"
          formProps={props}
          formError={formError}
          className="mt-4 space-y-4"
        >
          <TextField
            {...field("email")}
            autoComplete="off"
            hint={`We e-mail it a confirmation link, valid for ${LEAD_ADDRESS_LINK_DAYS} days.`}
          />
        </IntentForm>
      )}
    </TitledSection>
  );
}
