/**
 * The search box: a combobox (the ARIA 1.2 pattern on a text input, which HTML allows; a
 * `type="search"` input may not take the combobox role) with suggestions
 * (app/components/search-suggestions.tsx); submitting goes to /search?q=. Without JavaScript it
 * is a plain GET form to /search; on a page that ships no scripts (app/lib/page-scripts.ts) it is
 * only that: a labelled text field and a button, without the combobox's roles.
 */
import { useId, useState } from "react";
import { Form } from "react-router";
import { LIMITS } from "~/lib/limits";
import { useIsScriptless } from "~/lib/page-scripts";
import { truncateCharacters } from "~/lib/search/query";
import {
  SearchSuggestions,
  suggestionId,
  suggestionsListId,
  useCombobox,
} from "./search-suggestions";

export function SearchBox({
  defaultValue = "",
  label = "Search companies and products",
}: {
  defaultValue?: string;
  label?: string;
}) {
  const isScriptless = useIsScriptless();
  const id = useId();
  const [query, setQuery] = useState(defaultValue);
  const [hasTyped, setHasTyped] = useState(false);
  const combobox = useCombobox();
  const { state, setState, keyDownRef } = combobox;
  const close = () => setState((s) => ({ ...s, isOpen: false }));

  const showList = state.isOpen && state.answer !== null;
  const comboboxAttributes = isScriptless
    ? {}
    : ({
        role: "combobox",
        "aria-expanded": showList,
        "aria-controls": suggestionsListId(id),
        "aria-autocomplete": "list",
        "aria-activedescendant":
          showList && state.activeIndex >= 0 ? suggestionId(id, state.activeIndex) : undefined,
      } as const);

  return (
    <Form method="get" action="/search" role="search" className="relative" onSubmit={close}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <div className="flex gap-2">
        <input
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
          onKeyDown={(event) => keyDownRef.current?.(event)}
          onBlur={() => setTimeout(close, 150)}
          onFocus={() => {
            if (state.answer) setState((s) => ({ ...s, isOpen: true }));
          }}
          placeholder="Search companies, products, categories…"
          autoComplete="off"
          {...comboboxAttributes}
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
          <SearchSuggestions id={id} query={query} hasTyped={hasTyped} combobox={combobox} />
        </div>
      )}
    </Form>
  );
}
