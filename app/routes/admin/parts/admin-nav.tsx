/**
 * The operators' pages, linked above each of them: the console's layout renders it once
 * (admins only see these pages); the link of the page shown is marked from the URL.
 */
import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin/requests", label: "Sample requests" },
  { to: "/admin/companies", label: "Companies" },
  { to: "/admin/billing", label: "Billing" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin/catalogue", label: "Import and export" },
  { to: "/admin/claims", label: "Claims" },
  { to: "/admin/registrations", label: "Registrations" },
  { to: "/admin/subscribers", label: "Subscribers" },
  { to: "/admin/digest", label: "Digest" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/ratings", label: "Ratings" },
  { to: "/admin/fair-use", label: "Fair use" },
  { to: "/admin/outbox", label: "E-mail outbox" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

export function AdminNav({ className = "" }: { className?: string }) {
  return (
    <nav aria-label="Admin" className={className}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 border-b border-slate-200 pb-3 text-sm">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `font-semibold underline-offset-4 hover:underline ${
                  isActive ? "text-slate-900 underline" : "text-brand-700"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
