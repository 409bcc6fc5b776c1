import { describe, expect, it } from "vitest";
import { csvCell, csvRow, csvStream } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => expect(csvCell("Bayview Dental")).toBe("Bayview Dental"));
  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
  });
  it.each(["=SUM(A1)", "+1", "-2", "@cmd", "\tx", "\rx"])("prefixes formula start %j", (v) => {
    expect(csvCell(v).replace(/^"/, "").startsWith("'")).toBe(true);
  });
  it("quotes a prefixed cell that also needs quoting", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
  it("formats empty, boolean and date values", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("Yes");
    expect(csvCell(new Date("2025-10-15T12:00:00Z"))).toBe("2025-10-15T12:00:00.000Z");
    expect(csvCell(-3)).toBe("-3");
  });
});

describe("csvRow", () => {
  it("ends lines with CRLF", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
    expect(csvRow(["a,b", 'c"d'])).toBe('"a,b","c""d"\r\n');
  });
});

describe("csvStream", () => {
  it("streams the header and each batch until an empty one", async () => {
    const batches = [[["1", "=x"]], [["2", "y"]], []];
    let pulls = 0;
    const stream = csvStream(["id", "v"], async () => {
      pulls += 1;
      return batches.shift() ?? [];
    });
    const text = await new Response(stream).text();
    expect(text).toBe("id,v\r\n1,'=x\r\n2,y\r\n");
    expect(pulls).toBe(3);
  });
});
