import { Link } from "react-router";

const linkClass = "text-slate-800 underline hover:text-brand-700";

/** The footer's pages, after the contact address. */
const FOOTER_LINKS = [
  { to: "/for-suppliers", text: "For suppliers" },
  { to: "/developers", text: "Developers: the API" },
  { to: "/privacy", text: "Privacy Policy" },
  { to: "/terms", text: "Terms of Use" },
] as const;

export function SiteFooter({ siteName, contactEmail }: { siteName: string; contactEmail: string }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:justify-between">
        <div>
          <p className="font-semibold">{siteName}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-700">
            Free dental product samples from trusted suppliers, for dental professionals.
          </p>
        </div>
        <nav aria-label="Footer" className="text-sm">
          <ul className="flex flex-col gap-2">
            <li>
              <a className={linkClass} href={`mailto:${contactEmail}`}>
                Contact us: {contactEmail}
              </a>
            </li>
            {FOOTER_LINKS.map(({ to, text }) => (
              <li key={to}>
                <Link className={linkClass} to={to}>
                  {text}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}
