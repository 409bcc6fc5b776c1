import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { listArticles } from "~/lib/blog/articles.server";
import { companyPath } from "~/lib/catalogue";
import { companyIdFromPath, listCompaniesByIds } from "~/models/catalogue/company-links.server";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { setUpTestDatabase } from "../helpers/db";

describe(`blog company links (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("every article's company links point at demo companies by their canonical URL", async () => {
    const all = await t.db.select({ id: companies.id, name: companies.name }).from(companies);
    for (const article of listArticles()) {
      for (const link of article.companyLinks) {
        const company = all.find((c) => c.id === companyIdFromPath(link.url));
        expect(company, `${article.slug}: ${link.url}`).toBeDefined();
        expect(link.url).toBe(companyPath(company ?? { id: "", name: "" }));
        expect(link.companyName).toBe(company?.name);
      }
    }
  });

  it("looks companies up by id with their names and logos", async () => {
    const rows = await listCompaniesByIds(t.db, ["bondline", "no-such-company"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: "bondline", name: "BondLine Adhesives" });
    expect(await listCompaniesByIds(t.db, [])).toEqual([]);
  });

  it("reads the company id from a company page path", () => {
    expect(companyIdFromPath("/company/lumina-dental/lumina-dental-materials-dental-samples")).toBe(
      "lumina-dental",
    );
    expect(companyIdFromPath("/company/a%20b")).toBe("a b");
    expect(companyIdFromPath("/blog/x")).toBeNull();
  });
});
