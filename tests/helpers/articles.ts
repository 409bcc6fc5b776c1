/** The blog articles read straight from content/blog, for tests that run outside Vite. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArticleFiles } from "~/lib/blog/article";

export function readArticles() {
  const dir = path.join(process.cwd(), "content/blog");
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [`/content/blog/${name}`, readFileSync(path.join(dir, name), "utf8")]),
  );
  return parseArticleFiles(files);
}
