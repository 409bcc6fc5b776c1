/** The team page's invitation form (/supplier/{companyId}/team). */
import { z } from "zod";
import { COMPANY_ROLES } from "~/lib/suppliers";
import { emailField, optionField } from "./fields";

export const inviteSchema = z.object({
  email: emailField("Email"),
  role: optionField("Role", COMPANY_ROLES),
});
