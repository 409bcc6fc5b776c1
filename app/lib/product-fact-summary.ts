/**
 * A product's facts in a few words each, in one order (docs/decisions/091): "Latex-free · CE
 * mark · FDA 510(k) K123456 · Shelf life 24 months · Store at 2–25 °C". An unstated fact says
 * nothing; a "no" says so only where it matters to a clinician (latex, fluoride).
 */

export interface StatedFacts {
  fda510k?: string | null;
  ceMarked?: boolean | null;
  latexFree?: boolean | null;
  containsFluoride?: boolean | null;
  shelfLife?: string | null;
  storageTemperature?: string | null;
}

export function describeProductFacts(facts: StatedFacts): string[] {
  const words: (string | null)[] = [
    facts.latexFree === true ? "Latex-free" : facts.latexFree === false ? "Contains latex" : null,
    facts.containsFluoride === true
      ? "Contains fluoride"
      : facts.containsFluoride === false
        ? "Fluoride-free"
        : null,
    facts.ceMarked === true ? "CE mark" : null,
    facts.fda510k ? `FDA 510(k) ${facts.fda510k}` : null,
    facts.shelfLife ? `Shelf life ${facts.shelfLife}` : null,
    facts.storageTemperature ? `Store at ${facts.storageTemperature}` : null,
  ];
  return words.filter((w): w is string => w !== null);
}
