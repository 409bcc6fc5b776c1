/** The small form both halves of the form kit are tested with (app/forms/*.test.ts(x)). */
import {
  emailField,
  optionalLongText,
  optionField,
  requiredCheckbox,
  requiredText,
} from "~/forms/fields";
import { defineForm } from "~/forms/kit";

export const testFormSchema = defineForm({
  name: requiredText("Name", 20),
  email: emailField("Email"),
  kind: optionField("Kind", ["Clinic", "Lab"]),
  notes: optionalLongText("Notes", 50),
  terms: requiredCheckbox("Terms", "You must agree to the terms and conditions"),
});
