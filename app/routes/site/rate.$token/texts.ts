import { RATING_EDIT_DAYS } from "~/lib/ratings";

/** Said by the action (a save too late) and by the page once the window for changes has closed. */
export const WINDOW_CLOSED = `Ratings can be changed for ${RATING_EDIT_DAYS} days after the first one; that time has passed, so they are read-only now.`;
