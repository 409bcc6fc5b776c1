// @vitest-environment happy-dom
/**
 * Issue 34 point 8: each product on a company page links to its own page (its facts, documents,
 * rating and canonical address), outside the card's checkbox label so a click on the name still
 * ticks it.
 */
import { describe, expect, it } from "vitest";
import { productPath } from "~/lib/catalogue";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { type PickerProduct, ProductPicker } from "./product-picker";

const product = (id: string, name: string): PickerProduct => ({
  id,
  name,
  description: "",
  category: "Whitening",
  treatmentType: "",
  images: [],
  sampleType: "",
  quantity: "",
});

describe("the company page's product cards", () => {
  it("link each product to its own page", async () => {
    const products = [product("glow-1", "Glow 35% Gel"), product("glow-2", "Glow Take-Home")];
    const page = await renderInRouter(
      <ProductPicker companyId="lumina" products={products} onRequest={() => {}} />,
    );
    for (const p of products) {
      const link = [...page.querySelectorAll("a")].find(
        (a) => a.getAttribute("href") === productPath({ ...p, companyId: "lumina" }),
      );
      expect(link?.textContent).toBe(`Details of ${p.name}`);
      expect(link?.closest("label")).toBeNull();
    }
  });
});
