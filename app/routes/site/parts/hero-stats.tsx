/**
 * The hero figures shown on the home and supplier pages (docs/product.md#directory), as counted
 * by app/models/catalogue/hero-figures.server.ts and worded by app/lib/hero-figures.ts.
 */
import type { HeroFigure } from "~/lib/hero-figures";

export function HeroStats({ figures }: { figures: readonly HeroFigure[] }) {
  return (
    // Three figures when the growth is left out (app/lib/hero-figures.ts): a row of three.
    <dl
      className={`grid grid-cols-2 gap-4 ${figures.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-4"}`}
    >
      {figures.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-700">{stat.label}</dt>
          <dd className="text-2xl font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
