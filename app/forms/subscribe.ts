/** The update-list form on home: a non-empty e-mail is required (and it must look like one). */
import { z } from "zod";
import { emailField, withMeta } from "./fields";
import type { FormFailure } from "./kit";

export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again.";
export const SUBSCRIBED_MESSAGE = "Thank you for subscribing! We'll keep you posted.";
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
