/**
 * The site header. On a desktop (xl, 1280 px and wider): logo, search box, navigation and the
 * user's links in one row; the search box never narrower than 18rem, so the signed-in user's name
 * is shown from 2xl (1536 px) and read out to screen readers below it. On phones, tablets and small laptops: one row of logo, a Search button
 * and a Menu button; each is a disclosure that opens a panel under the row (the search box; the
 * navigation and user links). Without JavaScript the buttons are links: Search to /search, Menu
 * to the panel (shown by `:target`), so everything stays reachable (docs/decisions/048).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { FOCUS_AFTER_NAVIGATION, useFocusAfterNavigation } from "./navigation-focus";
import { SearchBox } from "./search-box";
import { SuppliersMenu } from "./suppliers-menu";

const linkClass =
  "flex items-center rounded px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100 hover:text-brand-800 xl:whitespace-nowrap xl:px-1 xl:py-1.5 xl:text-[13px]";
const toggleClass =
  "flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-expanded:bg-slate-100";

export interface HeaderUser {
  displayName: string;
  email: string;
  photoUrl: string | null;
  /** A member of a company: the header links to the supplier workspace. */
  hasWorkspace?: boolean;
  isAdmin?: boolean;
}

type Panel = "menu" | "search" | null;

/** True once the page is interactive: the toggles are buttons from then on, links before. */
function useIsHydrated() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}

export function SiteHeader({ siteName, user }: { siteName: string; user?: HeaderUser | null }) {
  const id = useId();
  const menuId = "site-menu";
  const searchId = `${id}-search`;
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const [panel, setPanel] = useState<Panel>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useFocusAfterNavigation();

  // A navigation closes whatever panel is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setPanel(null), [location.key]);

  // The search panel opens with its field focused.
  useEffect(() => {
    if (panel === "search") {
      document
        .getElementById(searchId)
        ?.querySelector<HTMLInputElement>("input[name='q']")
        ?.focus();
    }
  }, [panel, searchId]);

  // A click outside closes an open panel.
  useEffect(() => {
    if (!panel) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setPanel(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [panel]);

  // Escape closes an open panel and gives focus back to its button. A React handler, so that the
  // search box's own Escape (closing its suggestions) and the For Suppliers menu's come first.
  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    if (!panel || event.key !== "Escape" || event.isDefaultPrevented()) return;
    setPanel(null);
    (panel === "menu" ? menuButtonRef : searchButtonRef).current?.focus();
  }

  const toggle = (which: Exclude<Panel, null>) =>
    setPanel((open) => (open === which ? null : which));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in an open panel closes it
    <header
      ref={headerRef}
      onKeyDown={onKeyDown}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white"
    >
      <div className="relative mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 xl:gap-3 xl:py-3">
        <Link
          to="/"
          className="mr-auto flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800 xl:mr-0"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {siteName}
        </Link>

        {/* Left out where the page has the search box itself (home, search, a 404: app.css). */}
        <div data-page-search-spacer className="hidden flex-1" />
        <div data-header-search className="contents">
          {isHydrated ? (
            <button
              ref={searchButtonRef}
              type="button"
              className={`${toggleClass} xl:hidden`}
              aria-expanded={panel === "search"}
              aria-controls={searchId}
              onClick={() => toggle("search")}
            >
              <SearchIcon />
              Search
            </button>
          ) : (
            <Link to="/search" className={`${toggleClass} xl:hidden`}>
              <SearchIcon />
              Search
            </Link>
          )}
          {/* One search box: in the row on a desktop, in a panel under it on a phone. */}
          <div
            id={searchId}
            className={`${panel === "search" ? "block" : "hidden"} absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-lg xl:static xl:block xl:min-w-72 xl:max-w-md xl:flex-1 xl:border-0 xl:p-0 xl:shadow-none`}
          >
            <SearchBox />
          </div>
        </div>

        {isHydrated ? (
          <button
            ref={menuButtonRef}
            type="button"
            className={`${toggleClass} xl:hidden`}
            aria-expanded={panel === "menu"}
            aria-controls={menuId}
            onClick={() => toggle("menu")}
          >
            <MenuIcon />
            Menu
          </button>
        ) : (
          <a href={`#${menuId}`} className={`${toggleClass} xl:hidden`}>
            <MenuIcon />
            Menu
          </a>
        )}

        <div
          id={menuId}
          className={`${panel === "menu" ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg target:block xl:static xl:flex xl:max-h-none xl:items-center xl:gap-2 xl:overflow-visible xl:border-0 xl:p-0 xl:shadow-none`}
        >
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1 py-2 xl:flex-row xl:items-center xl:gap-0 xl:py-0">
              <li>
                <NavLink to="/blog" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
                  Blog
                </NavLink>
              </li>
              <li>
                <Link to="/#subscribe" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
                  Subscribe
                </Link>
              </li>
              <li>
                <SuppliersMenu buttonClassName={linkClass} />
              </li>
              <li>
                <Link to="/#top-free" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
                  Top Free
                </Link>
              </li>
            </ul>
          </nav>
          <UserMenu user={user ?? null} />
        </div>
      </div>
    </header>
  );
}

function UserMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Link
        to="/login"
        className={`${linkClass} border-t border-slate-200 pt-3 xl:border-0 xl:pt-1.5`}
      >
        Log in
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-2 xl:flex-row xl:items-center xl:gap-0 xl:border-0 xl:pt-0">
      {user.hasWorkspace ? (
        <NavLink to="/supplier" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
          Workspace
        </NavLink>
      ) : null}
      {user.isAdmin ? (
        <NavLink to="/admin" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
          Admin
        </NavLink>
      ) : null}
      <NavLink to="/account/requests" className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
        My samples
      </NavLink>
      <NavLink to="/account" end className={linkClass} state={FOCUS_AFTER_NAVIGATION}>
        Account
      </NavLink>
      <span
        className="px-3 py-2 text-sm text-slate-600 xl:sr-only 2xl:not-sr-only 2xl:max-w-48 2xl:truncate 2xl:px-0 2xl:py-0 2xl:text-slate-800"
        data-testid="signed-in-user"
      >
        <span className="sr-only">Signed in as </span>
        {user.displayName || user.email}
      </span>
      <Form method="post" action="/logout">
        <button type="submit" className={`${linkClass} w-full`}>
          Sign out
        </button>
      </Form>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m13 13 4 4" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M3 5h14M3 10h14M3 15h14"
      />
    </svg>
  );
}
