import { z } from "zod";
import { emailField } from "~/lib/form";

export const SUBSCRIBE_FAILED_MESSAGE = "Failed to subscribe. Please try again.";
export const SUBSCRIBED_MESSAGE = "Thank you for subscribing! We'll keep you posted.";
export const SUBSCRIBE_INTENT = "subscribe";

/** Spec §5: a non-empty e-mail is required (and it must look like one). */
export const subscribeSchema = z.object({ email: emailField("Email") });
