/**
 * The hero's figures (when there are any): figures to read, nothing to hydrate, so their code
 * comes with the page's first interaction (docs/decisions/087). This module is only loaded on
 * demand: HeroStats's own module is also the supplier page's, and a module loaded both ways
 * would need a namespace helper in every page's runtime.
 */

import type { HeroFigure } from "~/lib/hero-figures";
import { HeroStats } from "~/routes/site/parts/hero-stats";

export function HeroFigures({ figures }: { figures: readonly HeroFigure[] | null }) {
  return figures ? (
    <div className="mt-8">
      <HeroStats figures={figures} />
    </div>
  ) : null;
}
