import { highlightParts } from "~/lib/search/highlight";

/** Text with the query's occurrences in <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, i) =>
        part.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
