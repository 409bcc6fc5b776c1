// @vitest-environment happy-dom
/**
 * What an operator sees under a console list's search box: a search of one or two characters is
 * not run (app/lib/admin-search.ts), and the page says so next to the box; three characters, or
 * no search, show no note.
 */
import { describe, expect, it } from "vitest";
import { FilterInput } from "~/components/analytics/filter-input";
import {
  ADMIN_SEARCH_MIN_LENGTH,
  ADMIN_SEARCH_TOO_SHORT,
  adminSearchNote,
} from "~/lib/admin-search";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { ListSearchForm } from "./list-search-form";

let container: HTMLElement;

async function render(element: React.ReactNode) {
  container = await renderInRouter(element);
}

const noteOf = (input: HTMLInputElement | null) => {
  const id = input?.getAttribute("aria-describedby");
  return id ? (container.querySelector(`#${id}`)?.textContent ?? null) : null;
};

describe("the console's search boxes", () => {
  it.each(["ab", " a ", "😀x"])("say a search of %j is too short, next to the box", async (q) => {
    await render(<ListSearchForm label="Search name or brand" q={q} />);
    const input = container.querySelector<HTMLInputElement>("input[name=q]");
    expect(noteOf(input)).toBe(ADMIN_SEARCH_TOO_SHORT);
    expect(container.querySelector("[role=status]")?.textContent).toBe(ADMIN_SEARCH_TOO_SHORT);
    expect(input?.minLength).toBe(ADMIN_SEARCH_MIN_LENGTH);
  });

  it.each(["", "abc", "Dental Co"])("show no note for %j", async (q) => {
    await render(<ListSearchForm label="Search name or brand" q={q} />);
    expect(noteOf(container.querySelector("input[name=q]"))).toBeNull();
    expect(container.textContent).not.toContain(ADMIN_SEARCH_TOO_SHORT);
  });

  it("the filter forms' search field shows the same note", async () => {
    await render(
      <FilterInput
        id="search"
        label="Search by e-mail"
        value="qz"
        minLength={ADMIN_SEARCH_MIN_LENGTH}
        note={adminSearchNote("qz")}
      />,
    );
    const input = container.querySelector<HTMLInputElement>("#search");
    expect(noteOf(input)).toBe(ADMIN_SEARCH_TOO_SHORT);
    expect(ADMIN_SEARCH_TOO_SHORT).toMatch(/at least 3 characters/);
  });
});
