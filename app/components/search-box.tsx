/**
 * The search box: a combobox (the ARIA 1.2 pattern on a text input, which HTML allows; a
 * `type="search"` input may not take the combobox role) that asks GET /api/search after 300 ms of
 * typing (once the text is a query the server would search: `parseSearchQuery`, 2+ characters)
 * and lists up to 8 results in two labelled groups, companies then products
 * (app/lib/search/dropdown.ts); submitting goes to /search?q=. Without JavaScript it is a plain
 * GET form to /search, and on a page that ships no scripts (app/lib/page-scripts.ts) it is only
 * that: a labelled text field and a button, without the combobox's roles.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigate } from "react-router";
import { CARD_CATEGORIES } from "~/components/category-tags";
import { trackEvent } from "~/lib/analytics";
import { LIMITS } from "~/lib/limits";
import { useIsScriptless } from "~/lib/page-scripts";
import { dropdownGroups, resultPath, viewAllLabel } from "~/lib/search/dropdown";
import { parseSearchQuery, truncateCharacters } from "~/lib/search/query";
import type { SearchResult, SearchSuggestResponse } from "~/lib/search/types";
import { Highlight, HighlightedDescription } from "./highlight";

const DEBOUNCE_MS = 300;

export function SearchBox({
  defaultValue = "",
  label = "Search companies and products",
}: {
  defaultValue?: string;
  label?: string;
}) {
  const navigate = useNavigate();
  const isScriptless = useIsScriptless();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultValue);
  const [hasTyped, setHasTyped] = useState(false);
  const [answer, setAnswer] = useState<SearchSuggestResponse | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  useEffect(() => {
    if (!hasTyped) return;
    // The same parse as the server's: control characters removed, trimmed, 2+ code points.
    const q = parseSearchQuery(query)?.text;
    if (!q) {
      setAnswer(null);
      setIsOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?q=${encodeURIComponent(q)}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as SearchSuggestResponse;
        setAnswer(body);
        setActiveIndex(-1);
        setIsOpen(true);
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setAnswer(null);
          setIsOpen(false);
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, hasTyped]);

  // The answer lists companies first; grouping again keeps the options' order the groups' order.
  const groups = dropdownGroups(answer?.results ?? []);
  const results = [...groups.companies, ...groups.products];
  const optionCount = results.length + (answer && answer.total > 0 ? 1 : 0);
  const viewAllIndex = results.length;

  function openResult(result: SearchResult) {
    trackEvent({ name: "select_content", contentType: "search_result", contentId: result.id });
    setIsOpen(false);
    navigate(resultPath(result));
  }

  function viewAll() {
    setIsOpen(false);
    navigate(`/search?q=${encodeURIComponent(query.trim())}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && optionCount > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((i) => (i + 1) % optionCount);
    } else if (event.key === "ArrowUp" && optionCount > 0) {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((i) => (i <= 0 ? optionCount - 1 : i - 1));
    } else if (event.key === "Enter" && isOpen && activeIndex >= 0) {
      event.preventDefault();
      const result = results[activeIndex];
      if (result) openResult(result);
      else viewAll();
    } else if (event.key === "Escape") {
      if (isOpen) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      }
    }
  }

  const showList = isOpen && answer !== null;
  const optionId = (i: number) => `${id}-option-${i}`;
  const combobox = isScriptless
    ? {}
    : ({
        role: "combobox",
        "aria-expanded": showList,
        "aria-controls": listId,
        "aria-autocomplete": "list",
        "aria-activedescendant": showList && activeIndex >= 0 ? optionId(activeIndex) : undefined,
      } as const);

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="relative"
      onSubmit={() => setIsOpen(false)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          value={query}
          onChange={(event) => {
            // Capped in characters (code points), as the server caps it (maxLength would count
            // UTF-16 units); without JavaScript the server's cap applies.
            setQuery(truncateCharacters(event.target.value, LIMITS.searchQuery));
            setHasTyped(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setIsOpen(false), 150)}
          onFocus={() => answer && setIsOpen(true)}
          placeholder="Search companies, products, categories…"
          autoComplete="off"
          {...combobox}
          className="block w-full rounded-md border border-slate-400 bg-white px-4 py-3 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </div>
      {isScriptless ? null : (
        <div
          className={
            showList
              ? "absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
              : "hidden"
          }
        >
          <div id={listId} role="listbox" aria-label="Search suggestions">
            {[
              { key: "companies", label: "Companies", items: groups.companies, offset: 0 },
              {
                key: "products",
                label: "Products",
                items: groups.products,
                offset: groups.companies.length,
              },
            ].map((group) =>
              group.items.length === 0 ? null : (
                // A listbox's groups are ARIA groups (a fieldset is for form controls).
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox
                <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
                  <div
                    id={`${id}-${group.key}`}
                    role="presentation"
                    className="border-b border-slate-100 bg-slate-50 px-4 py-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700"
                  >
                    {group.label}
                  </div>
                  {group.items.map((result, j) => (
                    <SuggestionOption
                      key={`${result.type}-${result.id}`}
                      id={optionId(group.offset + j)}
                      result={result}
                      query={query}
                      isActive={group.offset + j === activeIndex}
                      onChoose={() => openResult(result)}
                    />
                  ))}
                </div>
              ),
            )}
            {answer && answer.total > 0 ? (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
              <div
                id={optionId(viewAllIndex)}
                role="option"
                tabIndex={-1}
                aria-selected={activeIndex === viewAllIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={viewAll}
                className={`cursor-pointer px-4 py-3 text-center font-semibold text-brand-800 ${activeIndex === viewAllIndex ? "bg-brand-50" : "hover:bg-slate-50"}`}
              >
                {viewAllLabel(answer.total, answer.isTotalCapped)}
              </div>
            ) : null}
          </div>
          {answer && answer.total === 0 ? (
            <p className="px-4 py-3 text-slate-700">No results found</p>
          ) : null}
        </div>
      )}
    </Form>
  );
}

/** One result in the dropdown: its name and description with the query marked, its categories. */
function SuggestionOption({
  id,
  result,
  query,
  isActive,
  onChoose,
}: {
  id: string;
  result: SearchResult;
  query: string;
  isActive: boolean;
  onChoose: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={isActive}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`cursor-pointer border-b border-slate-100 px-4 py-3 ${isActive ? "bg-brand-50" : "hover:bg-slate-50"}`}
    >
      <div>
        <span className="font-medium">
          <Highlight text={result.name} query={query} />
        </span>
        {/* The group says it is a product; whose product it is helps choose between them. */}
        {result.type === "product" ? (
          <span className="text-sm text-slate-600"> · {result.companyName}</span>
        ) : null}
      </div>
      <HighlightedDescription text={result.description} query={query} lines={2} />
      {result.categories.length > 0 ? (
        <p className="mt-1 text-xs text-slate-600">
          {result.categories.slice(0, CARD_CATEGORIES).join(" · ")}
        </p>
      ) : null}
    </div>
  );
}
