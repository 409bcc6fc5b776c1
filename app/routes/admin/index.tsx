/**
 * The operator console's home, /admin (admins only): what waits for an operator, each figure a
 * link to the page where it is handled, and the catalogue's size.
 */
import { Link } from "react-router";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { getAppContext } from "~/context.server";
import { formatDateTime } from "~/lib/dates";
import { seo, siteFromMatches } from "~/lib/seo";
import { getAdmin } from "~/models/accounts/user.server";
import { countAdminOverview, mailFailingSince } from "~/models/operations/admin-overview.server";
import type { Route } from "./+types/index";
import { AdminPage } from "./parts/admin-page";

export function meta({ matches }: Route.MetaArgs) {
  return seo(siteFromMatches(matches), {
    title: "Admin",
    description: "The operator console: what waits for review, the catalogue and the e-mail.",
    path: "/admin",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  getAdmin(context);
  const { db, env } = getAppContext(context);
  return {
    counts: await countAdminOverview(db),
    mailFailingSince: await mailFailingSince(db),
    mailGiveUpHours: env.MAIL_GIVE_UP_HOURS,
  };
}

/** Tells operators that e-mail sending has failed for a while (decision 106). */
function MailFailingNotice({ since, giveUpHours }: { since: Date; giveUpHours: number }) {
  return (
    <div className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">E-mail sending has failed since {formatDateTime(since)}.</p>
      <p className="mt-1 text-sm">
        No message written since then has gone out. Each is tried again with growing delays for{" "}
        {giveUpHours} hours; the{" "}
        <Link to="/admin/outbox?status=retrying" className="font-semibold underline">
          retrying e-mails
        </Link>{" "}
        show the last error.
      </p>
    </div>
  );
}

function Figure({ value, label, to }: { value: number; label: string; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-700 hover:bg-slate-50"
      >
        <span className="block text-3xl font-bold text-slate-900">
          {value.toLocaleString("en-US")}
        </span>
        <span className="mt-1 block font-semibold text-brand-700 underline underline-offset-4">
          {label}
        </span>
      </Link>
    </li>
  );
}

type Counts = Awaited<ReturnType<typeof countAdminOverview>>;

/** The overview's groups of figures, each a count and the page where it is handled. */
const SECTIONS: { title: string; figures: { count: keyof Counts; label: string; to: string }[] }[] =
  [
    {
      title: "To review",
      figures: [
        { count: "openClaims", label: "Open claims", to: "/admin/claims" },
        {
          count: "pendingRegistrations",
          label: "Pending registrations",
          to: "/admin/registrations?status=pending",
        },
        {
          count: "pendingRequests",
          label: "Pending sample requests",
          to: "/admin/requests?status=pending",
        },
      ],
    },
    {
      title: "E-mail",
      figures: [
        { count: "queuedMessages", label: "Queued e-mails", to: "/admin/outbox?status=queued" },
        {
          count: "retryingMessages",
          label: "Retrying e-mails",
          to: "/admin/outbox?status=retrying",
        },
        { count: "deadMessages", label: "Failed e-mails", to: "/admin/outbox?status=dead" },
      ],
    },
    {
      title: "Catalogue",
      figures: [
        { count: "companies", label: "Companies", to: "/admin/companies" },
        { count: "products", label: "Products", to: "/admin/products" },
      ],
    },
  ];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { counts, mailFailingSince, mailGiveUpHours } = loaderData;
  return (
    <AdminPage title="Admin" intro="What waits for an operator, and the catalogue.">
      {mailFailingSince ? (
        <MailFailingNotice since={mailFailingSince} giveUpHours={mailGiveUpHours} />
      ) : null}
      {SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className="mt-8 text-xl font-bold tracking-tight">{section.title}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {section.figures.map((figure) => (
              <Figure
                key={figure.count}
                value={counts[figure.count]}
                label={figure.label}
                to={figure.to}
              />
            ))}
          </ul>
        </section>
      ))}
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
