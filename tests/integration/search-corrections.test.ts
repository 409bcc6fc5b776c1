/**
 * Issue 34 point 8 (docs/decisions/146): a search that finds nothing is corrected only for a typo
 * ("flouride" → "fluoride"); a word that merely looks alike ("gloves", "glow") is offered under
 * 'Did you mean' on the 'No results found' page, never searched in the visitor's place.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import type { SearchSuggestResponse } from "~/lib/search/types";
import { seedDemoData } from "~/models/catalogue/demo-catalogue.server";
import { loader as apiSearchLoader } from "~/routes/resources/api.search";
import { loader as searchPageLoader } from "~/routes/site/search/route";
import { setUpTestDatabase } from "../helpers/db";
import { callLoader } from "../helpers/route";

async function searchPage(db: Database, q: string) {
  const { data } = await callLoader(searchPageLoader, { path: `/search?q=${q}`, db });
  if (data.state !== "done") throw new Error(`the search page is in state ${data.state}`);
  return data;
}

async function dropdown(db: Database, q: string) {
  const { response } = await callLoader(apiSearchLoader, { path: `/api/search?q=${q}`, db });
  return (await response?.json()) as SearchSuggestResponse;
}

describe(`search corrections (${process.env.TEST_DB})`, () => {
  const t = setUpTestDatabase(seedDemoData);

  it("'gloves' is not searched as 'glow': no results, and the close names offered", async () => {
    const page = await searchPage(t.db, "gloves");
    expect(page.page.correctedFrom).toBeUndefined();
    expect(page.page.query).toBe("gloves");
    expect(page.page.total).toBe(0);
    expect(page.suggestions?.spellings.some((name) => /glow/i.test(name))).toBe(true);
    expect((await dropdown(t.db, "gloves")).total).toBe(0);
  });

  it("a typo is still corrected, on the page and in the dropdown", async () => {
    expect((await searchPage(t.db, "varnsh")).page).toMatchObject({
      query: "varnish",
      correctedFrom: "varnsh",
    });
    expect((await searchPage(t.db, "flouride%20varnish")).page).toMatchObject({
      query: "fluoride varnish",
    });
    expect((await dropdown(t.db, "flouride")).total).toBeGreaterThan(0);
  });
});
