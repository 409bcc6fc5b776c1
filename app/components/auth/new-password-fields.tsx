/**
 * The new password and its confirmation, as signup and the reset-password page ask for them:
 * the same hint, and `new-password` so that password managers offer to make one.
 */
import { TextField } from "~/components/form/fields";
import type { FieldProps } from "~/forms/use-form";

interface Props {
  field: (name: "password" | "confirmPassword") => FieldProps;
  /** "Password" on signup, "New password" when resetting one. */
  label: string;
  /** "Confirm password" unless told. */
  confirmLabel?: string;
}

export function NewPasswordFields({ field, label, confirmLabel = "Confirm password" }: Props) {
  return (
    <>
      <TextField
        {...field("password")}
        label={label}
        autoComplete="new-password"
        hint="At least 6 characters"
      />
      <TextField {...field("confirmPassword")} label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
