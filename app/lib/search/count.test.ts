import { describe, expect, it } from "vitest";
import { formatResultCount } from "./count";

describe("formatResultCount", () => {
  it("groups thousands and marks a capped count with +", () => {
    expect(formatResultCount(0)).toBe("0");
    expect(formatResultCount(7)).toBe("7");
    expect(formatResultCount(1234)).toBe("1,234");
    expect(formatResultCount(1000, true)).toBe("1,000+");
    expect(formatResultCount(2000, true)).toBe("2,000+");
  });
});
