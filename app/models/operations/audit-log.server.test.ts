import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-log.server";

describe("changedFields", () => {
  it("keeps only the listed fields that changed, before → after", () => {
    const before = { name: "Acme", featured: false, categories: ["Implants"], secret: "a" };
    const after = {
      name: "Acme",
      featured: true,
      categories: ["Implants", "Whitening"],
      secret: "b",
    };
    expect(changedFields(before, after, ["name", "featured", "categories"])).toEqual({
      featured: { from: false, to: true },
      categories: { from: ["Implants"], to: ["Implants", "Whitening"] },
    });
  });

  it("compares dates by value and treats a missing value as null", () => {
    const at = new Date("2026-11-01T00:00:00Z");
    expect(
      changedFields<{ at: Date | null; website: string | null }>(
        { at, website: undefined },
        { at: new Date(at), website: "https://acme.example" },
        ["at", "website"],
      ),
    ).toEqual({ website: { from: null, to: "https://acme.example" } });
  });
});
