import { describe, expect, it } from "vitest";
import { companyPath, slugifyCompanyName } from "./catalogue";

describe("company slugs", () => {
  it.each([
    ["Lumina Dental Materials", "lumina-dental-materials"],
    ["Precision Impression Co.", "precision-impression-co"],
    ["Smith & Sons,  Ltd!", "smith-sons-ltd"],
    ["Zahnärzte Süd", "zahnärzte-süd"],
  ])("%s → %s", (name, slug) => {
    expect(slugifyCompanyName(name)).toBe(slug);
  });

  it("builds the canonical company URL", () => {
    expect(companyPath({ id: "lumina-dental", name: "Lumina Dental Materials" })).toBe(
      "/company/lumina-dental/lumina-dental-materials-dental-samples",
    );
  });
});
