/** The update-list form on home: a non-empty e-mail is required (and it must look like one). */
import { emailField } from "./fields";
import { defineForm, type FormFailure } from "./kit";

export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again.";
/**
 * The same thanks for a new, pending, active or unsubscribed address: the form never tells whether
 * an address was on the list (docs/decisions/052).
 */
export const SUBSCRIBED_MESSAGE =
  "Thank you for subscribing! Please check your inbox and follow the link in our e-mail to confirm your address.";
export const SUBSCRIBE_INTENT = "subscribe";

/** Zod's words, which this hidden input has always answered a wrong value with. */
const NOT_THE_INTENT = `Invalid input: expected "${SUBSCRIBE_INTENT}"`;

export const subscribeSchema = defineForm({
  /** The home page's action serves only this form; the hidden input names it. */
  intent: {
    label: "Intent",
    required: true,
    isEchoed: false,
    checks: [
      { kind: "required", message: NOT_THE_INTENT },
      { kind: "oneOf", options: [SUBSCRIBE_INTENT], message: NOT_THE_INTENT },
    ],
    value: () => SUBSCRIBE_INTENT,
  },
  email: emailField("Email"),
});

export type SubscribeActionData =
  | { intent: typeof SUBSCRIBE_INTENT; ok: true }
  | ({ intent: typeof SUBSCRIBE_INTENT } & FormFailure);
