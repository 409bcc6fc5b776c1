/** The operators' hide / unhide form on /admin/ratings (the requester's form: rating.server.ts). */
import { z } from "zod";
import { hiddenId, optionField } from "./fields";

/** The operators' hide / unhide button on /admin/ratings. */
export const RATING_VISIBILITY_INTENTS = ["hide", "unhide"] as const;

export const ratingVisibilitySchema = z.object({
  intent: optionField("Action", RATING_VISIBILITY_INTENTS),
  ratingId: hiddenId("Rating"),
});
