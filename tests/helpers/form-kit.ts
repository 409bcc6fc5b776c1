/** The small form both halves of the form kit are tested with (app/forms/*.test.ts(x)). */
import { z } from "zod";
import {
  emailField,
  optionalLongText,
  optionField,
  requiredCheckbox,
  requiredText,
} from "~/forms/fields";

export const testFormSchema = z.object({
  name: requiredText("Name", 20),
  email: emailField("Email"),
  kind: optionField("Kind", ["Clinic", "Lab"]),
  notes: optionalLongText("Notes", 50),
  terms: requiredCheckbox("Terms", "You must agree to the terms and conditions"),
});
