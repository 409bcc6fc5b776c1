/**
 * The body /api/events accepts (app/lib/analytics.ts sends it); anything else is refused with 400.
 * Like every form field, no text may carry control characters.
 */
import { z } from "zod";
import { hasControlCharacter } from "~/lib/control-characters";

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacter(v), "Contains characters that are not allowed");
const id = text(200).trim().min(1);
const path = text(2000).optional();

export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({
    name: z.literal("select_content"),
    contentType: text(50).trim().min(1),
    contentId: id,
    path,
  }),
  z.object({ name: z.literal("view_item"), companyId: id, path }),
  z.object({ name: z.literal("click"), url: text(2000), companyId: id.optional(), path }),
  z.object({ name: z.literal("generate_lead"), companyId: id.optional(), path }),
]);

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
