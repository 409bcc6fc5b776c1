/**
 * The leads page's filters, cards and page links (its route:
 * app/routes/supplier/$companyId.leads/route.tsx). Without JavaScript the filters are a GET
 * form.
 */
import { Form, Link, useNavigation } from "react-router";
import { FilterInput } from "~/components/analytics/filter-input";
import { LoadingStatus } from "~/components/analytics/loading-status";
import { SelectFilter } from "~/components/analytics/select-filter";
import { StatusBadge } from "~/components/analytics/status-badge";
import { PageLinks } from "~/components/page-links";
import { REQUEST_STATUSES } from "~/lib/catalogue";
import { formatLongDate } from "~/lib/dates";
import { LEAD_SORTS, SIGNAL_FILTERS, SIGNAL_SORT_EXPLAINED } from "~/lib/lead-signals";
import { formatRequestedProducts, STATUS_LABELS } from "~/lib/request-status";
import {
  LEAD_SEARCH_MAX_LENGTH,
  type LeadFilters,
  leadFiltersQuery,
} from "~/lib/supplier-workspace";
import { LeadSignalPills } from "~/routes/supplier/parts/lead-signals";
import type { Route } from "./+types/route";

type Data = Route.ComponentProps["loaderData"];

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...REQUEST_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const SIGNAL_OPTIONS = [{ value: "", label: "Any" }, ...SIGNAL_FILTERS];

/** The filters chosen from a list: the status and the signal. */
const SELECT_FILTERS = [
  { id: "lead-status", name: "status", label: "Status", options: STATUS_OPTIONS },
  { id: "lead-signal", name: "signal", label: "Signal", options: SIGNAL_OPTIONS },
] as const;

export function LeadsList({
  base,
  filters,
  rows,
  nextCursor,
  isFirstPage,
  isFiltered,
}: Pick<Data, "filters" | "rows" | "nextCursor" | "isFirstPage" | "isFiltered"> & {
  /** The workspace's address, /supplier/{companyId}. */
  base: string;
}) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/leads");
  const query = leadFiltersQuery(filters);
  const isReversed = filters.from !== null && filters.to !== null && filters.from > filters.to;
  const nextHref = nextCursor
    ? `?${new URLSearchParams([...query, ["cursor", nextCursor]])}`
    : null;
  return (
    <>
      <LeadFiltersForm filters={filters} />
      <LoadingStatus isLoading={isLoading} />

      {rows.length === 0 ? (
        <p className="mt-2 rounded-md border border-slate-200 p-6 text-center text-slate-700">
          {isFiltered ? (
            <>
              {isReversed
                ? "No leads match: the From date is after the To date."
                : "No leads match your filters."}{" "}
              <Link to={`${base}/leads`} className="font-semibold text-brand-700 underline">
                Clear filters
              </Link>
            </>
          ) : (
            "No sample requests yet."
          )}
        </p>
      ) : (
        <ul
          className="mt-2 space-y-3"
          aria-label={
            filters.sort === "signals" ? "Leads, most signals first" : "Leads, newest first"
          }
        >
          {rows.map((lead) => (
            <LeadCard key={lead.id} lead={lead} href={`${base}/leads/${lead.id}`} />
          ))}
        </ul>
      )}

      <PageLinks
        firstHref={isFirstPage ? null : query.size ? `?${query}` : "."}
        nextHref={nextHref}
      />
    </>
  );
}

/** The filters typed rather than chosen (FilterInput's props): the dates and the search. */
const INPUT_FILTERS: readonly {
  id: string;
  label: string;
  type: "date" | "search";
  name: "from" | "to" | "q";
  maxLength?: number;
}[] = [
  { id: "lead-from", label: "From", type: "date", name: "from" },
  { id: "lead-to", label: "To", type: "date", name: "to" },
  {
    id: "lead-search",
    label: "Search name, e-mail or practice",
    type: "search",
    name: "q",
    maxLength: LEAD_SEARCH_MAX_LENGTH,
  },
];

function LeadFiltersForm({ filters }: { filters: LeadFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter leads"
      className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-start"
    >
      {SELECT_FILTERS.map((filter) => (
        <SelectFilter key={filter.id} {...filter} value={filters[filter.name] ?? ""} />
      ))}
      <div>
        <SelectFilter
          id="lead-sort"
          name="sort"
          label="Order"
          value={filters.sort}
          options={LEAD_SORTS}
          describedBy="lead-sort-hint"
        />
        <p id="lead-sort-hint" className="mt-1 text-xs text-slate-600">
          Most signals first: {SIGNAL_SORT_EXPLAINED}
        </p>
      </div>
      {INPUT_FILTERS.map((filter) => (
        <FilterInput key={filter.id} {...filter} value={filters[filter.name] ?? ""} />
      ))}
      <button
        type="submit"
        className="justify-self-start rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Apply filters
      </button>
    </Form>
  );
}

type Lead = Data["rows"][number];

function LeadCard({ lead, href }: { lead: Lead; href: string }) {
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="lead-card">
      <article aria-label={name}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold">
            <Link to={href} className="text-brand-700 underline">
              {name}
            </Link>
          </h2>
          <StatusBadge status={lead.status} />
        </div>
        <p className="mt-1 text-slate-800">
          {lead.practiceName} · {lead.city}, {lead.state}
        </p>
        <p className="mt-1 break-words text-sm text-slate-700">
          <time dateTime={new Date(lead.requestedAt).toISOString()}>
            {formatLongDate(lead.requestedAt)}
          </time>
          {" · "}
          {lead.email}
        </p>
        {lead.requestedProducts.length > 0 ? (
          <p className="mt-1 text-sm text-slate-700">
            {formatRequestedProducts(lead.requestedProducts)}
          </p>
        ) : null}
        <LeadSignalPills signals={lead.signals} />
      </article>
    </li>
  );
}
