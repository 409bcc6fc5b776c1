/** The catalogue import's body limit (docs/decisions/071, 154): 20 MB for its page only. */
import { describe, expect, it } from "vitest";
import { FORM_BODY, uploadBody } from "~/lib/request-rules";
import { IMPORT_FIELDS } from "~/lib/upload-fields";
import { MAX_IMPORT_BYTES } from "~/models/catalogue/catalogue-import.server";
import { handle as catalogueRules } from "~/routes/admin/catalogue/route";
import { rulesFor } from "../../server/route-rules";
import { fakeBuild } from "../helpers/fake-build";

describe("catalogue import body limit", () => {
  it("lets /admin/catalogue (and its data request) take a 20 MB file, and nothing else", () => {
    expect(catalogueRules).toEqual({ body: uploadBody(IMPORT_FIELDS) });
    expect(IMPORT_FIELDS).toEqual({ file: { maxBytes: MAX_IMPORT_BYTES, maxFiles: 1 } });
    expect(MAX_IMPORT_BYTES).toBe(20 * 1024 * 1024);
    const build = fakeBuild([
      { id: "admin", path: "admin" },
      { id: "catalogue", parentId: "admin", path: "catalogue", handle: catalogueRules },
      { id: "claims", parentId: "admin", path: "claims" },
      { id: "splat", path: "*" },
    ]);
    for (const path of ["/admin/catalogue", "/admin/catalogue.data"]) {
      expect(rulesFor(build, path).rules.body).toEqual(uploadBody(IMPORT_FIELDS));
    }
    for (const path of ["/admin/catalogue/companies.csv", "/admin/catalogues", "/admin/claims"]) {
      expect(rulesFor(build, path).rules.body ?? FORM_BODY).toBe(FORM_BODY);
    }
  });
});
