/**
 * Every product on the demo catalogue's company pages shows a picture of its own (issue 12:
 * 37 of 42 shared one box icon), each a file shipped in public/; a product with an uploaded
 * image keeps it, and one with neither image nor illustration falls back to its category's.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companies } from "~/db/schema";
import { CATEGORIES, DEFAULT_PRODUCT_IMAGE } from "~/lib/catalogue";
import { productPicture } from "~/lib/product-pictures";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { loader } from "~/routes/site/company.$companyId/route";
import { setUpTestDatabase } from "../helpers/db";
import { callLoader } from "../helpers/route";

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

describe(`product pictures (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("every product on every demo company page has a distinct picture that exists", async () => {
    const rows = await t.db.select({ id: companies.id }).from(companies);
    const pictures: string[] = [];
    for (const { id } of rows) {
      const { data } = await callLoader(loader, {
        path: `/company/${id}`,
        params: { companyId: id },
        db: t.db,
      });
      pictures.push(...data.products.map(productPicture));
    }
    expect(pictures.length).toBeGreaterThanOrEqual(35);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const src of pictures) {
      expect(src).not.toBe(DEFAULT_PRODUCT_IMAGE);
      expect(existsSync(publicFile(src)), src).toBe(true);
    }
  });

  it("illustrations are small, titled SVG drawings with no script or outside reference", () => {
    const files = [
      ...CATEGORIES.map((c) => productPicture({ id: "none", images: [], category: c })),
      productPicture({ id: "lumina-nano-universal", images: [], category: "Restorative" }),
    ];
    for (const src of files) {
      const svg = readFileSync(publicFile(src), "utf8");
      expect(svg, src).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 120 120"/,
      );
      expect(svg, src).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, src).not.toMatch(/<script|href=|url\(/i);
      expect(svg.length, src).toBeLessThan(4000);
    }
  });

  it("an uploaded image wins; without one, the product's illustration, else its category's", () => {
    expect(
      productPicture({
        id: "lumina-nano-universal",
        images: ["/uploads/a.webp"],
        category: "Restorative",
      }),
    ).toBe("/uploads/a.webp");
    expect(
      productPicture({ id: "lumina-nano-universal", images: [], category: "Restorative" }),
    ).toBe("/images/products/lumina-nano-universal.svg");
    const fallbacks = CATEGORIES.map((c) =>
      productPicture({ id: "new-product", images: [], category: c }),
    );
    expect(new Set(fallbacks).size).toBe(CATEGORIES.length);
    expect(productPicture({ id: "new-product", images: [], category: "Unknown" })).toBe(
      DEFAULT_PRODUCT_IMAGE,
    );
  });
});
