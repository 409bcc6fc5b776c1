/**
 * The REST API's shapes (/api/v1, docs/decisions/136), written once in Zod (the lead's own is
 * app/models/leads/lead-json.server.ts, shared with the webhooks, decision 157): the handlers parse
 * queries and bodies with them, the OpenAPI document is generated from them (openapi.server.ts)
 * and the tests check answers against them. Rules across fields stay the forms' (app/forms).
 */
import { z } from "zod";
import { CATEGORIES, REQUEST_STATUSES } from "~/lib/catalogue";
import { PRODUCT_FACT_LENGTH } from "~/lib/product-facts";
import { STATUS_DETAIL_LIMITS } from "~/lib/suppliers";
import { leadSchema } from "~/models/leads/lead-json.server";

export const LEADS_LIMIT_DEFAULT = 25;
export const LEADS_LIMIT_MAX = 100;

const timestamp = z.iso.datetime({ offset: true });

export const problemSchema = z
  .object({
    type: z.string().meta({ description: "A URI naming the kind of problem (see /developers)." }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "One message per field that was not accepted." }),
  })
  .meta({ id: "Problem", description: "An error, as RFC 9457 problem details." });

export const leadPageSchema = z
  .object({
    data: z.array(leadSchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .meta({ id: "LeadPage" });

export const leadListQuerySchema = z.object({
  status: z.enum(REQUEST_STATUSES).optional().meta({ description: "Only leads in this status." }),
  created_since: timestamp
    .optional()
    .meta({ description: "Only leads created at or after this time (ISO 8601)." }),
  updated_since: timestamp
    .optional()
    .meta({ description: "Only leads created or changed at or after this time (ISO 8601)." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADS_LIMIT_MAX)
    .default(LEADS_LIMIT_DEFAULT)
    .meta({ description: `Leads per page, 1 to ${LEADS_LIMIT_MAX}.` }),
  cursor: z.string().max(300).optional().meta({ description: "The previous page's nextCursor." }),
});

const detail = (max: number) => z.string().max(max).optional();

export const leadPatchSchema = z
  .strictObject({
    status: z.enum(REQUEST_STATUSES),
    carrier: detail(STATUS_DETAIL_LIMITS.carrier).meta({ description: "Required for shipped." }),
    trackingNumber: detail(STATUS_DETAIL_LIMITS.trackingNumber).meta({
      description: "Required for shipped.",
    }),
    reason: detail(STATUS_DETAIL_LIMITS.reason).meta({
      description: "Required for rejected; the requester reads it.",
    }),
    note: detail(STATUS_DETAIL_LIMITS.note).meta({
      description:
        "For completed: required from approved (samples handed over in person, not shipped); the requester reads it.",
    }),
  })
  .meta({
    id: "LeadStatusChange",
    description:
      "The next status: pending → approved or rejected; approved → shipped, completed (handed over in person, with a note) or rejected; shipped → completed. `shipped` again on a shipped lead corrects its carrier and tracking number.",
  });

const factFlag = z.boolean().nullable().meta({ description: "null: not stated." });
const factText = z.string().max(PRODUCT_FACT_LENGTH).nullable();

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(CATEGORIES),
    description: z.string(),
    available: z.boolean().meta({
      description: "The company offers it: false hides it from the public whatever else holds.",
    }),
    public: z.boolean().meta({
      description:
        "The public sees it now: available, within the plan's product limit, and the company's page published. Only public products are on the site, in search and open to sample requests.",
    }),
    fda510k: z.string().nullable(),
    ceMarked: factFlag,
    latexFree: factFlag,
    containsFluoride: factFlag,
    shelfLife: z.string().nullable(),
    storageTemperature: z.string().nullable(),
  })
  .meta({ id: "Product" });

export const productListSchema = z.object({ data: z.array(productSchema) }).meta({
  id: "ProductList",
});

export const productPatchSchema = z
  .strictObject({
    available: z
      .boolean()
      .optional()
      .meta({ description: "false hides the product from the company page and requests." }),
    fda510k: z
      .string()
      .max(20)
      .nullable()
      .optional()
      .meta({ description: "K and 6 digits; null: none." }),
    ceMarked: factFlag.optional().meta({ description: "true, false, or null: not stated." }),
    latexFree: factFlag.optional().meta({ description: "true, false, or null: not stated." }),
    containsFluoride: factFlag
      .optional()
      .meta({ description: "true, false, or null: not stated." }),
    shelfLife: factText.optional().meta({ description: "Up to 100 characters; null clears it." }),
    storageTemperature: factText
      .optional()
      .meta({ description: "Up to 100 characters; null clears it." }),
  })
  .meta({ id: "ProductChange", description: "Only the fields sent are changed." });

export const idParams = (name: string) => z.object({ [name]: z.string().max(100) });

/** A Zod failure as one message per field (the first of each), for a problem's `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[key] ??= "This field is not accepted here.";
    } else errors[name] ??= issue.message;
  }
  return errors;
}
