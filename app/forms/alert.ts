/**
 * The "Create alert" form at /account/alerts (docs/decisions/170): a category (or any), and words
 * matched as the search matches them (at least MIN_QUERY_LENGTH characters when given); one of
 * the two at least.
 */
import { CATEGORIES } from "~/lib/catalogue";
import { LIMITS } from "~/lib/limits";
import { countCharacters, MIN_QUERY_LENGTH } from "~/lib/search/query";
import { optionalChoice, optionalText } from "./fields";
import { defineForm, type FormFailure } from "./kit";

export const WORDS_TOO_SHORT = `Words must be at least ${MIN_QUERY_LENGTH} characters, or empty`;
export const ALERT_NEEDS_SOMETHING = "Choose a category or enter words to be alerted about";

export const alertSchema = defineForm(
  {
    category: optionalChoice(
      "Category",
      CATEGORIES,
      "Please choose a valid category",
      (v) => v || null,
    ),
    words: {
      ...optionalText("Words", LIMITS.searchQuery),
      checks: [
        ...optionalText("Words", LIMITS.searchQuery).checks,
        {
          kind: "rule" as const,
          test: (v: string) => v === "" || countCharacters(v) >= MIN_QUERY_LENGTH,
          message: WORDS_TOO_SHORT,
        },
      ],
    },
  },
  (data, addIssue) => {
    if (!data.category && !data.words) addIssue("category", ALERT_NEEDS_SOMETHING);
  },
);

export type AlertsActionData = { ok: true; message: string; isCreated?: true } | FormFailure;
