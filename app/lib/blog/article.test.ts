import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/lib/dates";
import { ArticleError, parseArticleFile, parseArticleFiles, relatedArticles } from "./article";

const dir = join(process.cwd(), "content/blog");
const files = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => [`/content/blog/${f}`, readFileSync(join(dir, f), "utf8")]),
);
const [firstPath, firstSource] = Object.entries(files)[0] ?? ["", ""];
const firstName = firstPath.replace(/^.*\//, "").replace(/\.md$/, "");

describe("blog article files", () => {
  it("are five valid articles, newest first", () => {
    const articles = parseArticleFiles(files);
    expect(articles).toHaveLength(5);
    const dates = articles.map((a) => a.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("throws, naming the field, when a required field is missing", () => {
    const broken = firstSource.replace(/^title: .*$/m, "");
    expect(() => parseArticleFile(firstName, broken)).toThrow(ArticleError);
    expect(() => parseArticleFile(firstName, broken)).toThrow(/title/);
  });

  it("throws on a category outside the four blog categories", () => {
    const broken = firstSource.replace(/^category: .*$/m, 'category: "Gossip"');
    expect(() => parseArticleFile(firstName, broken)).toThrow(/category/);
  });

  it("throws on invalid YAML", () => {
    const broken = firstSource.replace(/^title: .*$/m, 'title: "unterminated');
    expect(() => parseArticleFile(firstName, broken)).toThrow(/not valid YAML/);
  });

  it("throws without front matter", () => {
    expect(() => parseArticleFile("x", "# Just a body")).toThrow(/front matter/);
  });

  it("throws when the slug does not match the file name", () => {
    expect(() => parseArticleFile("another-name", firstSource)).toThrow(/file name/);
  });

  it("throws on a bad date and on a short body", () => {
    const badDate = firstSource.replace(/^publishDate: .*$/m, 'publishDate: "October 2025"');
    expect(() => parseArticleFile(firstName, badDate)).toThrow(/publishDate/);
    const [head] = firstSource.split(/\n---\n/);
    expect(() => parseArticleFile(firstName, `${head}\n---\nToo short.`)).toThrow(/800/);
  });

  it("throws on duplicate ids", () => {
    const copy = firstSource
      .replace(/^slug: .*$/m, 'slug: "copy"')
      .replace(/^ {2}canonicalUrl: .*$/m, '  canonicalUrl: "/blog/copy"');
    expect(() =>
      parseArticleFiles({ [firstPath]: firstSource, "/content/blog/copy.md": copy }),
    ).toThrow(/duplicate id/);
  });
});

describe("blog helpers", () => {
  it("formats dates in US English long format", () => {
    expect(formatLongDate("2025-10-15")).toBe("October 15, 2025");
    expect(formatLongDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("relates up to three other articles, newest first", () => {
    const list = ["2025-01-01", "2025-03-01", "2025-02-01", "2025-05-01", "2025-04-01"].map(
      (publishDate, i) => ({ slug: `s${i}`, publishDate }),
    );
    expect(relatedArticles(list, "s3").map((a) => a.slug)).toEqual(["s4", "s1", "s2"]);
  });
});
