/** The hero figures shown on the home and supplier pages (docs/product.md#directory). */
export const HERO_STATS = [
  { value: "8", label: "premium brands" },
  { value: "35+", label: "sample products" },
  { value: "200+", label: "interested professionals" },
  { value: "20%", label: "growing weekly" },
] as const;

export function HeroStats() {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {HERO_STATS.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-700">{stat.label}</dt>
          <dd className="text-2xl font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
