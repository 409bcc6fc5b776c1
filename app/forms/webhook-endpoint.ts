/**
 * "Add endpoint" (/supplier/{companyId}/integrations/webhooks): the URL and the events it gets.
 * Whether the URL leads to a public address is the server's check after DNS (issue 27).
 */
import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from "~/models/webhooks/events";
import { choiceList, textField } from "./fields";
import { defineForm } from "./kit";

export const INVALID_ENDPOINT_URL = "Enter a full URL starting with https://";

const isFullUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

export const NO_EVENT_CHOSEN = "Choose at least one event";

export const webhookEndpointSchema = defineForm(
  {
    url: textField<string>("Endpoint URL", WEBHOOK_URL_MAX, {
      checks: [
        { kind: "required", message: "Endpoint URL is required" },
        { kind: "rule", test: isFullUrl, message: INVALID_ENDPOINT_URL },
      ],
      meta: { required: true, type: "url" },
    }),
    events: choiceList("Events", WEBHOOK_EVENTS, NO_EVENT_CHOSEN),
  },
  // A list field takes no value at all as valid: at least one event is this form's rule.
  (data, addIssue) => {
    if (data.events.length === 0) addIssue("events", NO_EVENT_CHOSEN);
  },
);
