import { describe, expect, it } from "vitest";
import { isSafeHref, parseInline, parseMarkup } from "./markup";

const text = (value: string) => ({ type: "text", value });

describe("parseMarkup blocks", () => {
  it("turns '# ' into a level-2 heading", () => {
    expect(parseMarkup("# Why it matters")).toEqual([
      { type: "heading", level: 2, children: [text("Why it matters")] },
    ]);
  });

  it("turns '## ' into a level-3 heading and '### ' into a level-4 heading", () => {
    expect(parseMarkup("## Second\n### Third")).toEqual([
      { type: "heading", level: 3, children: [text("Second")] },
      { type: "heading", level: 4, children: [text("Third")] },
    ]);
  });

  it("does not treat '#' without a space as a heading", () => {
    expect(parseMarkup("#hashtag")).toEqual([{ type: "paragraph", children: [text("#hashtag")] }]);
  });

  it("groups consecutive '- ' lines into one list", () => {
    expect(parseMarkup("- one\n- two\n\n- three")).toEqual([
      { type: "list", items: [[text("one")], [text("two")]] },
      { type: "list", items: [[text("three")]] },
    ]);
  });

  it("joins consecutive lines into one paragraph and splits on blank lines", () => {
    expect(parseMarkup("first line\nsecond line\n\nnext")).toEqual([
      { type: "paragraph", children: [text("first line second line")] },
      { type: "paragraph", children: [text("next")] },
    ]);
  });

  it("ends a paragraph at a list and a list at a paragraph line", () => {
    const blocks = parseMarkup("Intro:\n- item\nAfter");
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "list", "paragraph"]);
  });

  it("handles Windows line endings", () => {
    expect(parseMarkup("# A\r\n\r\nB")).toHaveLength(2);
  });
});

describe("parseInline", () => {
  it("parses bold spans", () => {
    expect(parseInline("a **bold** word")).toEqual([
      text("a "),
      { type: "bold", children: [text("bold")] },
      text(" word"),
    ]);
  });

  it("parses bold inside list items", () => {
    expect(parseMarkup("- **Label**: detail")).toEqual([
      {
        type: "list",
        items: [[{ type: "bold", children: [text("Label")] }, text(": detail")]],
      },
    ]);
  });

  it("makes links whose text has an arrow, 'Request' or 'Samples' company links", () => {
    for (const label of ["See more →", "Request samples", "Browse Samples"]) {
      expect(parseInline(`[${label}](/company/x/x-dental-samples)`)).toEqual([
        {
          type: "link",
          href: "/company/x/x-dental-samples",
          variant: "company",
          children: [text(label)],
        },
      ]);
    }
  });

  it("keeps other safe links as plain links", () => {
    expect(parseInline("[our blog](/blog)")).toEqual([
      { type: "link", href: "/blog", variant: "plain", children: [text("our blog")] },
    ]);
  });
});

describe("hostile input", () => {
  it("keeps script tags as text", () => {
    const blocks = parseMarkup("<script>alert(1)</script>");
    expect(blocks).toEqual([{ type: "paragraph", children: [text("<script>alert(1)</script>")] }]);
  });

  it("drops javascript: and other unsafe URLs, keeping only the link text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,hi",
      "vbscript:x",
      "//evil.example/x",
    ]) {
      expect(parseInline(`[Request →](${href})`)).toEqual([text("Request →")]);
    }
  });

  it("refuses URLs with control characters or spaces", () => {
    expect(isSafeHref("java\tscript:alert(1)")).toBe(false);
    expect(isSafeHref("/ok")).toBe(true);
    expect(isSafeHref("https://example.com/a")).toBe(true);
    expect(isSafeHref("/\\evil.example")).toBe(false);
  });

  it("leaves unbalanced bold markers as literal text", () => {
    expect(parseInline("a **b c")).toEqual([text("a **b c")]);
    expect(parseInline("****")).toEqual([text("****")]);
  });

  it("leaves unbalanced brackets as literal text", () => {
    expect(parseInline("[Request → (/company/x)")).toEqual([text("[Request → (/company/x)")]);
    expect(parseInline("[a](/b")).toEqual([text("[a](/b")]);
  });

  it("does not turn an HTML-looking link label into markup", () => {
    expect(parseInline('[<img src=x onerror="alert(1)"> Request](/x)')).toEqual([
      {
        type: "link",
        href: "/x",
        variant: "company",
        children: [text('<img src=x onerror="alert(1)"> Request')],
      },
    ]);
  });
});
