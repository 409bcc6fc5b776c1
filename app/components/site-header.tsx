import { Form, Link, NavLink } from "react-router";
import { SuppliersMenu } from "./suppliers-menu";

const linkClass =
  "rounded px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800";

export interface HeaderUser {
  displayName: string;
  email: string;
  photoUrl: string | null;
  /** A member of a company: the header links to the supplier workspace. */
  hasWorkspace?: boolean;
  isAdmin?: boolean;
}

export function SiteHeader({ siteName, user }: { siteName: string; user?: HeaderUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {siteName}
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
            <li>
              <NavLink to="/blog" className={linkClass}>
                Blog
              </NavLink>
            </li>
            <li>
              <Link to="/#subscribe" className={linkClass}>
                Subscribe
              </Link>
            </li>
            <li>
              <SuppliersMenu buttonClassName={linkClass} />
            </li>
            <li>
              <Link to="/#top-free" className={linkClass}>
                Top Free
              </Link>
            </li>
          </ul>
        </nav>
        <UserMenu user={user ?? null} />
      </div>
    </header>
  );
}

function UserMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link to="/login" className={linkClass}>
        Log in
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {user.hasWorkspace ? (
        <NavLink to="/supplier" className={linkClass}>
          Workspace
        </NavLink>
      ) : null}
      {user.isAdmin ? (
        <NavLink to="/admin/claims" className={linkClass}>
          Admin
        </NavLink>
      ) : null}
      <span className="max-w-48 truncate text-sm text-slate-800" data-testid="signed-in-user">
        <span className="sr-only">Signed in as </span>
        {user.displayName || user.email}
      </span>
      <Form method="post" action="/logout">
        <button type="submit" className={linkClass}>
          Sign out
        </button>
      </Form>
    </div>
  );
}
