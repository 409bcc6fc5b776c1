/**
 * The one queue page of claims and registrations (docs/decisions/105): the status filter, a table
 * whose first columns are what a decision needs (the company, linking to the row's page with every
 * field, its status and when it came), then the kind's own columns and who decided when, and the
 * links to the first and the next page. It fits 1366 px; on a phone each row is a card.
 */
import { Link } from "react-router";
import { formatLongDate } from "~/lib/dates";
import { type ClaimStatus, REVIEW_STATUS_LABELS } from "~/lib/suppliers";
import { AdminPage } from "./admin-page";
import { FilterForm, filterOptions } from "./filter-form";
import { CursorPages } from "./list-pages";
import { type ListColumn, ListTable } from "./list-table";
import { capitalized, type ReviewPages } from "./review-pages";
import { ReviewStatusBadge } from "./review-status-badge";

interface QueueRow {
  id: string;
  companyName: string;
  submittedAt: Date;
  status: ClaimStatus;
  reviewedAt: Date | null;
  reviewedBy: string | null;
}

/** The contact, in one column: the name, the e-mail under it (phone and website: the detail page). */
export const CONTACT_COLUMN = {
  header: "Contact",
  className: "sm:min-w-48 break-words",
  cell: (r) => (
    <>
      {r.contactName}
      <span className="block text-slate-700">{r.email}</span>
    </>
  ),
} satisfies ListColumn<{ contactName: string; email: string }>;

export function ReviewQueuePage<Row extends QueueRow>({
  pages,
  intro,
  caption,
  statuses,
  columns,
  companyNote,
  rows,
  status,
  nextAfter,
  isFirstPage,
}: {
  pages: ReviewPages;
  intro: string;
  /** The table's caption, for screen readers. */
  caption: string;
  statuses: readonly ClaimStatus[];
  /** The kind's own columns, after the company, its status and when it came. */
  columns: readonly ListColumn<Row>[];
  /** A line under the company's link (a claim's "Not listed"). */
  companyNote?: (row: Row) => React.ReactNode;
  rows: readonly Row[];
  status: string | null;
  nextAfter: string | null;
  isFirstPage: boolean;
}) {
  const plural = pages.title.toLowerCase();
  return (
    <AdminPage title={pages.title} intro={intro}>
      <FilterForm
        id={pages.noun}
        fields={[
          {
            name: "status",
            label: "Status",
            value: status,
            options: filterOptions("All statuses", statuses, REVIEW_STATUS_LABELS),
          },
        ]}
        submitLabel="Apply"
      />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? `No ${plural} match this filter.` : `No more ${plural}.`}
        </p>
      ) : (
        <ListTable
          caption={caption}
          rowTestId={`${pages.noun}-row`}
          rows={rows}
          columns={[
            {
              header: "Company",
              className: "sm:min-w-44",
              cell: (row) => (
                <>
                  <Link
                    to={`${pages.path}/${row.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {row.companyName}
                  </Link>
                  {companyNote?.(row)}
                </>
              ),
            },
            { header: "Status", cell: (row) => <ReviewStatusBadge status={row.status} /> },
            {
              header: "Submitted",
              className: "sm:whitespace-nowrap",
              cell: (row) => formatLongDate(row.submittedAt),
            },
            ...columns,
            {
              header: "Reviewed",
              className: "break-words",
              cell: (row) =>
                row.reviewedAt
                  ? `${formatLongDate(row.reviewedAt)}${row.reviewedBy ? ` by ${row.reviewedBy}` : ""}`
                  : "",
            },
          ]}
        />
      )}
      <CursorPages
        label={`${capitalized(pages)} pages`}
        search={{ status }}
        cursor={["after", nextAfter]}
        isFirstPage={isFirstPage}
      />
    </AdminPage>
  );
}
