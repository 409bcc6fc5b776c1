/** The update-list form on home: a non-empty e-mail is required (and it must look like one). */
import { z } from "zod";
import { emailField, withMeta } from "./fields";
import type { FormFailure } from "./kit";

export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again.";
/**
 * The same thanks for a new, pending, active or unsubscribed address: the form never tells whether
 * an address was on the list (docs/decisions/052).
 */
export const SUBSCRIBED_MESSAGE =
  "Thank you for subscribing! Please check your inbox and follow the link in our e-mail to confirm your address.";
export const SUBSCRIBE_INTENT = "subscribe";

export const subscribeSchema = z.object({
  /** The home page's action serves only this form; the hidden input names it. */
  intent: withMeta(z.literal(SUBSCRIBE_INTENT), {
    label: "Intent",
    required: true,
    isEchoed: false,
  }),
  email: emailField("Email"),
});

export type SubscribeActionData =
  | { intent: typeof SUBSCRIBE_INTENT; ok: true }
  | ({ intent: typeof SUBSCRIBE_INTENT } & FormFailure);
