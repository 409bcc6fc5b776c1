/** The Integrations tab's "Create API key" form (/supplier/{companyId}/integrations). */
import { API_KEY_SCOPES } from "~/lib/api-keys";
import { optionField, requiredText } from "./fields";
import { defineForm } from "./kit";

export const apiKeySchema = defineForm({
  name: requiredText("Name", 60),
  scope: optionField("Scope", API_KEY_SCOPES),
});
