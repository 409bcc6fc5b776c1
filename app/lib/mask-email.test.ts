import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmail("new.person@example.com")).toBe("n***@example.com");
    expect(maskEmail("a@b.org")).toBe("a***@b.org");
  });
  it("shows nothing of a string that is not an address", () => {
    expect(maskEmail("@example.com")).toBe("***");
    expect(maskEmail("plain")).toBe("***");
  });
});
