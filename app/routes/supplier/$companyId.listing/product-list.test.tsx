// @vitest-environment happy-dom
/**
 * A refused product action's error replaces an earlier success (issue 34 point 6): after
 * "Product saved", a refused Show shows the refusal alone.
 */
import { describe, expect, it } from "vitest";
import { PRODUCT_LIMIT_MESSAGE } from "~/lib/billing";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { ProductList, productListMessage } from "./product-list";

const SAVED = "Product saved. Your public page shows it now.";

function render(message: string | null, refusal?: string) {
  return renderInRouter(
    <ProductList companyId="acme" products={[]} limit={10} message={message} refusal={refusal} />,
  );
}

describe("the listing's product messages", () => {
  it("shows the saved product's message until another answer comes", async () => {
    const page = await render(productListMessage(undefined, SAVED));
    expect(page.textContent).toContain(SAVED);
  });

  it("a refusal replaces the earlier 'Product saved'", async () => {
    const refused = { ok: false as const };
    const page = await render(productListMessage(refused, SAVED), PRODUCT_LIMIT_MESSAGE);
    expect(page.textContent).not.toContain("Product saved");
    expect(page.textContent).toContain("Your Basic plan lists up to 10 products");
  });

  it("a product button's own answer replaces it too", async () => {
    const shown = {
      ok: true as const,
      message: "Product hidden: it no longer shows on the public page.",
    };
    expect(productListMessage(shown, SAVED)).toBe(shown.message);
    expect(productListMessage({ ok: true, message: "Listing saved." }, SAVED)).toBeNull();
  });
});
