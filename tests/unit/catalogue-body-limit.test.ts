/** The catalogue import's body limit (docs/decisions/071): 20 MB for its page only. */
import { describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "~/models/catalogue/catalogue-import.server";
import { bodyPolicyFor, FORM_BODY_POLICY } from "../../server/request-guards";

describe("catalogue import body limit", () => {
  it("lets /admin/catalogue (and its data request) take a 20 MB file, and nothing else", () => {
    for (const path of ["/admin/catalogue", "/admin/catalogue.data"]) {
      expect(bodyPolicyFor(path).fields).toEqual({
        file: { maxBytes: MAX_IMPORT_BYTES, maxFiles: 1 },
      });
    }
    expect(MAX_IMPORT_BYTES).toBe(20 * 1024 * 1024);
    for (const path of ["/admin/catalogue/companies.csv", "/admin/catalogues", "/admin/claims"]) {
      expect(bodyPolicyFor(path)).toBe(FORM_BODY_POLICY);
    }
  });
});
