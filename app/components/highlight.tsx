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

/** A search result's description with the query marked, cut to two or three lines. */
export function HighlightedDescription({
  text,
  query,
  lines,
}: {
  text: string;
  query: string;
  lines: 2 | 3;
}) {
  return (
    <p className={`mt-1 ${lines === 2 ? "line-clamp-2" : "line-clamp-3"} text-sm text-slate-700`}>
      <Highlight text={text} query={query} />
    </p>
  );
}
