/**
 * The contact, practice and address fields that the sample request form and the practice profile
 * (/account) share, so both show the same labels and rules (docs/decisions/126).
 */
import type { ReactNode } from "react";
import { SelectField, TextField } from "~/components/form/fields";
import type { PROFILE_FIELDS } from "~/forms/practice-profile";
import type { FieldProps } from "~/forms/use-form";

const legendClass = "mb-2 text-base font-semibold";

export function PracticeFields({
  field,
  email,
}: {
  field: (name: keyof typeof PROFILE_FIELDS) => FieldProps;
  /** The request form's e-mail field (the profile's address is the account's). */
  email?: ReactNode;
}) {
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Contact information</legend>
        <TextField {...field("firstName")} label="First Name" autoComplete="given-name" />
        <TextField {...field("lastName")} label="Last Name" autoComplete="family-name" />
        {email}
        <TextField {...field("phone")} label="Phone" autoComplete="tel" />
        <TextField
          {...field("licenseNumber")}
          label="License Number"
          hint="Optional. Checked against your state's usual format."
        />
        <TextField
          {...field("npi")}
          label="NPI"
          hint="Optional. Your 10-digit National Provider Identifier."
          inputMode="numeric"
          autoComplete="off"
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Practice</legend>
        <TextField {...field("practiceName")} label="Practice Name" autoComplete="organization" />
        <SelectField {...field("practiceType")} label="Practice Type" />
        <SelectField {...field("yearsInPractice")} label="Years in Practice" />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legendClass}>Shipping address</legend>
        <TextField
          {...field("street")}
          label="Street Address"
          autoComplete="address-line1"
          className="sm:col-span-2"
        />
        <TextField {...field("city")} label="City" autoComplete="address-level2" />
        <SelectField {...field("state")} label="State" autoComplete="address-level1" />
        <TextField {...field("zipCode")} label="ZIP Code" autoComplete="postal-code" />
      </fieldset>
    </>
  );
}
