/** The trail above a page (blog post, product): links back up, then the page itself. */
import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb) => (
          <li key={crumb.path} className="min-w-0 break-words">
            <Link to={crumb.path} className="underline hover:text-brand-800">
              {crumb.name}
            </Link>
            <span aria-hidden="true" className="ml-2">
              /
            </span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 break-words font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
