/** The Lead e-mails page's forms (/supplier/{companyId}/lead-emails). */
import { checkboxField, emailField } from "./fields";
import { defineForm } from "./kit";

/** "Send new leads to": one address, confirmed by a link before it receives leads. */
export const leadAddressSchema = defineForm({ email: emailField("E-mail address") });

/** "Send me new leads": the signed-in member's own choice. */
export const receiveLeadsSchema = defineForm({ receivesLeads: checkboxField("Send me new leads") });
