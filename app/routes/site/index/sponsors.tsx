import { Link } from "react-router";
import { CompanyLogo } from "~/components/picture";
import { TitledSection } from "~/components/titled-section";
import { companyPath } from "~/lib/catalogue";

/** The home page's Our Sponsors strip (nothing when no company is sponsored). */
export function Sponsors({
  sponsors,
}: {
  sponsors: { id: string; name: string; logo: string | null }[];
}) {
  return sponsors.length > 0 ? (
    <TitledSection
      id="sponsors-title"
      title="Our Sponsors"
      className="border-t border-slate-200"
      innerClassName="mx-auto max-w-6xl px-4 py-12"
    >
      <ul className="mt-6 flex flex-wrap gap-6">
        {sponsors.map((s) => (
          <li key={s.id}>
            <Link
              to={companyPath(s)}
              className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:shadow-md"
            >
              {/* A lazy image needs its size in CSS too (Tailwind's base makes height auto), or
                  Chrome reports it in its Issues panel (LazyLoadImageIssue). */}
              <CompanyLogo logo={s.logo} size={40} isLazy className="h-10 w-10 object-contain" />
              <span className="font-semibold">{s.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  ) : null;
}
