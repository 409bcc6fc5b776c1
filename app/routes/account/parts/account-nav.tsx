/** The account area's own navigation (app/routes/account/layout.tsx): its pages, the current marked. */
import { NavLink } from "react-router";

const PAGES = [
  { to: "/account", label: "Practice profile", end: true },
  { to: "/account/requests", label: "My samples", end: false },
  { to: "/account/saved", label: "Saved products", end: false },
  { to: "/account/alerts", label: "Alerts", end: false },
  { to: "/account/settings", label: "Settings", end: false },
] as const;

export function AccountNav() {
  return (
    <nav aria-label="Account" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-1 whitespace-nowrap">
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.end}
              className={({ isActive }) =>
                `inline-block border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 ${
                  isActive
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-700 hover:text-brand-700"
                }`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
