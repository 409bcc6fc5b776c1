import { Link } from "react-router";

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
              <a
                className="text-slate-800 underline hover:text-brand-700"
                href={`mailto:${contactEmail}`}
              >
                Contact us: {contactEmail}
              </a>
            </li>
            <li>
              <Link className="text-slate-800 underline hover:text-brand-700" to="/for-suppliers">
                For suppliers
              </Link>
            </li>
            <li>
              <Link className="text-slate-800 underline hover:text-brand-700" to="/developers">
                Developers: the API
              </Link>
            </li>
            <li>
              <Link className="text-slate-800 underline hover:text-brand-700" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="text-slate-800 underline hover:text-brand-700" to="/terms">
                Terms of Use
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {siteName}
      </p>
    </footer>
  );
}
