import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { FOCUS_AFTER_NAVIGATION } from "./navigation-focus";

const ITEMS = [
  { to: "/for-suppliers", label: "How It Works" },
  { to: "/pricing", label: "View Pricing" },
  { to: "/claim-request", label: "Claim Company Page" },
] as const;

/**
 * The header's For Suppliers dropdown: a native disclosure (works by keyboard and without
 * JavaScript), enhanced to close on Escape, on a click outside and after navigating. On a desktop
 * it drops down over the page; inside the phone menu it opens in place, indented. After a link
 * is followed, focus goes to the new page's heading (navigation-focus.ts).
 */
export function SuppliersMenu({ buttonClassName }: { buttonClassName: string }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => {
    detailsRef.current?.removeAttribute("open");
  }, [location.key]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        // Handled: the phone menu around this one stays open (site-header.tsx).
        event.preventDefault();
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (details.open && !details.contains(event.relatedTarget as Node | null)) {
        details.open = false;
      }
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return (
    <details ref={detailsRef} className="group relative">
      <summary className={`${buttonClassName} cursor-pointer gap-1`}>
        For Suppliers
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 transition-transform group-open:rotate-180"
        >
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </summary>
      <ul className="ml-3 border-l border-slate-200 xl:absolute xl:right-0 xl:z-50 xl:mt-2 xl:ml-0 xl:w-56 xl:rounded-md xl:border xl:bg-white xl:py-1 xl:shadow-lg">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              state={FOCUS_AFTER_NAVIGATION}
              className="block px-4 py-2 text-base xl:text-sm text-slate-800 hover:bg-slate-100 focus:bg-slate-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
