/** The team page's invitation form (/supplier/{companyId}/team). */
import { COMPANY_ROLES } from "~/lib/suppliers";
import { emailField, optionField } from "./fields";
import { defineForm } from "./kit";

export const inviteSchema = defineForm({
  email: emailField("Email"),
  role: optionField("Role", COMPANY_ROLES),
});
