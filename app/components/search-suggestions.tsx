/**
 * The search box's suggestions (app/components/search-box.tsx). It asks GET /api/search after
 * 300 ms of typing (once the text is a query the server would search: `parseSearchQuery`, 2+
 * characters) and lists up to 8 results in two labelled groups, companies then products
 * (app/lib/search/dropdown.ts); it handles the combobox's keys through `keyDownRef`. The box keeps
 * the state.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { CARD_CATEGORIES } from "~/components/category-tags";
import { trackEvent } from "~/lib/analytics";
import { dropdownGroups, resultPath, viewAllLabel } from "~/lib/search/dropdown";
import { parseSearchQuery } from "~/lib/search/query";
import type { SearchResult, SearchSuggestResponse } from "~/lib/search/types";
import { Highlight, HighlightedDescription } from "./highlight";

const DEBOUNCE_MS = 300;

interface SuggestionsState {
  answer: SearchSuggestResponse | null;
  isOpen: boolean;
  activeIndex: number;
}

/**
 * The combobox's state, held by the search box: the answer and which option is active, and the
 * suggestions' handler for the keys the box's input receives.
 */
export function useCombobox() {
  const [state, setState] = useState<SuggestionsState>({
    answer: null,
    isOpen: false,
    activeIndex: -1,
  });
  const keyDownRef = useRef<((event: React.KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  return { state, setState, keyDownRef };
}

/** The list's and the options' ids, from the box's `useId()`. */
export const suggestionsListId = (id: string) => `${id}-list`;
export const suggestionId = (id: string, index: number) => `${id}-option-${index}`;

export function SearchSuggestions({
  id,
  query,
  hasTyped,
  combobox,
}: {
  id: string;
  query: string;
  hasTyped: boolean;
  combobox: ReturnType<typeof useCombobox>;
}) {
  const navigate = useNavigate();
  const { state, setState, keyDownRef } = combobox;
  const { answer, isOpen, activeIndex } = state;

  useEffect(() => {
    if (!hasTyped) return;
    // The same parse as the server's: control characters removed, trimmed, 2+ code points.
    const q = parseSearchQuery(query)?.text;
    if (!q) {
      setState((s) => ({ ...s, answer: null, isOpen: false }));
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
        setState(() => ({ answer: body, activeIndex: -1, isOpen: true }));
      } catch (error) {
        if ((error as Error).name !== "AbortError") {
          setState((s) => ({ ...s, answer: null, isOpen: false }));
        }
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, hasTyped, setState]);

  // The answer lists companies first; grouping again keeps the options' order the groups' order.
  const groups = dropdownGroups(answer?.results ?? []);
  const results = [...groups.companies, ...groups.products];
  const optionCount = results.length + (answer && answer.total > 0 ? 1 : 0);
  const viewAllIndex = results.length;

  function openResult(result: SearchResult) {
    trackEvent({ name: "select_content", contentType: "search_result", contentId: result.id });
    setState((s) => ({ ...s, isOpen: false }));
    navigate(resultPath(result));
  }

  function viewAll() {
    setState((s) => ({ ...s, isOpen: false }));
    navigate(`/search?q=${encodeURIComponent(query.trim())}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && optionCount > 0) {
      event.preventDefault();
      setState((s) => ({ ...s, isOpen: true, activeIndex: (s.activeIndex + 1) % optionCount }));
    } else if (event.key === "ArrowUp" && optionCount > 0) {
      event.preventDefault();
      setState((s) => ({
        ...s,
        isOpen: true,
        activeIndex: s.activeIndex <= 0 ? optionCount - 1 : s.activeIndex - 1,
      }));
    } else if (event.key === "Enter" && isOpen && activeIndex >= 0) {
      event.preventDefault();
      const result = results[activeIndex];
      if (result) openResult(result);
      else viewAll();
    } else if (event.key === "Escape") {
      if (isOpen) {
        event.preventDefault();
        setState((s) => ({ ...s, isOpen: false, activeIndex: -1 }));
      }
    }
  }

  // The box's input calls the handler of the latest render.
  useLayoutEffect(() => {
    keyDownRef.current = onKeyDown;
  });

  const optionId = (i: number) => suggestionId(id, i);
  return (
    <>
      <div id={suggestionsListId(id)} role="listbox" aria-label="Search suggestions">
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
    </>
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
