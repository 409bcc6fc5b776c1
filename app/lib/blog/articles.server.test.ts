import { describe, expect, it } from "vitest";
import { findArticle, listArticles, listRelatedArticles } from "./articles.server";

describe("bundled blog articles", () => {
  it("loads and validates the five articles from content/blog", () => {
    const articles = listArticles();
    expect(articles).toHaveLength(5);
    expect(new Set(articles.map((a) => a.category)).size).toBeGreaterThan(1);
  });

  it("finds an article by slug and returns null for an unknown one", () => {
    const [newest] = listArticles();
    expect(findArticle(newest?.slug ?? "")?.title).toBe(newest?.title);
    expect(findArticle("no-such-post")).toBeNull();
  });

  it("relates the three newest other articles", () => {
    const [newest, second, third, fourth] = listArticles();
    expect(listRelatedArticles(newest?.slug ?? "").map((a) => a.slug)).toEqual([
      second?.slug,
      third?.slug,
      fourth?.slug,
    ]);
  });
});
