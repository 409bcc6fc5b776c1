import { describe, expect, it } from "vitest";
import { indexPath } from "./search-prefilter.server";

describe("indexPath", () => {
  it("leaves queries with three letters or digits in a row to the trigram indexes", () => {
    for (const query of ["bond", "Orion 4821", "100%", "%abc%", "a-bcd", "écO2", '"quoted"']) {
      expect(indexPath(query)).toBe("trigram");
    }
  });

  it("sends two ASCII letters or digits to the regex and the shape", () => {
    for (const query of ["co", "QZ", "09", "3m"]) expect(indexPath(query)).toBe("two-characters");
  });

  it("sends symbols, accents and short runs between them to the shape", () => {
    for (const query of ["%_%", "😀😀", "--", "x-", "é1", "ab-cd", "日本", "ÉCO", "\u212A1"]) {
      expect(indexPath(query)).toBe("shape");
    }
  });

  it("counts a space as a letter, as the joined trigram indexes read it (each space a ß)", () => {
    for (const query of ["a b", "ab cd", "1 7", "x  -"]) expect(indexPath(query)).toBe("trigram");
    for (const query of ["a -b", "é b"]) expect(indexPath(query)).toBe("shape");
  });
});
