/**
 * A product's facts in one line and links to its documents (company page, search results):
 * docs/decisions/091-product-facts-and-documents.md.
 */

import { describeProductFacts, type StatedFacts } from "~/lib/product-fact-summary";
import { DOCUMENT_KIND_LABELS, type DocumentKind } from "~/lib/product-facts";

/** "Latex-free · CE mark · …", or nothing when no fact is stated. */
export function ProductFactsLine({
  facts,
  className = "",
}: {
  facts: StatedFacts;
  className?: string;
}) {
  const words = describeProductFacts(facts);
  if (words.length === 0) return null;
  return <span className={`block text-xs text-slate-700 ${className}`}>{words.join(" · ")}</span>;
}

/** "Safety Data Sheet (PDF)" and "Instructions for Use (PDF)", each opening the PDF. */
export function ProductDocumentLinks({
  productName,
  documents,
  className = "",
}: {
  productName: string;
  documents: readonly { kind: DocumentKind; url: string }[];
  className?: string;
}) {
  if (documents.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      {documents.map((document) => (
        <li key={document.kind}>
          <a href={document.url} className="font-semibold text-brand-700 underline">
            {DOCUMENT_KIND_LABELS[document.kind]} (PDF)
            <span className="sr-only"> for {productName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
