/** "$49/month": a plan's monthly price, the figure in large bold type. */
export function PlanPrice({ price, isLarge = false }: { price: number; isLarge?: boolean }) {
  return (
    <p className="mt-2">
      <span className={`${isLarge ? "text-4xl" : "text-3xl"} font-bold text-brand-900`}>
        ${price}
      </span>
      <span className="text-slate-700">/month</span>
    </p>
  );
}
