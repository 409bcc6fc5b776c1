/**
 * The one queue page of claims and registrations (docs/decisions/105): the status filter, a table
 * whose first column links each row to its page and whose last four say when it came and who
 * decided, the kind's own columns between, and the links to the first and the next page.
 */
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { DataTable } from "~/components/analytics/data-table";
import { StatusFilterForm } from "~/components/analytics/select-filter";
import { PageLinks } from "~/components/page-links";
import { formatLongDate } from "~/lib/dates";
import { type ClaimStatus, REVIEW_STATUS_LABELS } from "~/lib/suppliers";
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

/** One of the kind's own columns: its header, its cell's classes and content. */
export interface QueueColumn<Row> {
  header: string;
  className?: string;
  cell: (row: Row) => React.ReactNode;
}

/** The columns both kinds show, each where the kind puts it. */
export const CONTACT_COLUMNS = {
  contactName: { header: "Contact name", className: "min-w-32", cell: (r) => r.contactName },
  email: { header: "Email", className: "min-w-48 break-words", cell: (r) => r.email },
  phone: { header: "Phone", className: "whitespace-nowrap", cell: (r) => r.phone ?? "" },
  website: { header: "Website", className: "min-w-40 break-all", cell: (r) => r.website ?? "" },
} satisfies Record<
  string,
  QueueColumn<{ contactName: string; email: string; phone: string | null; website: string | null }>
>;

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
  columns: readonly QueueColumn<Row>[];
  /** A line under the company's link (a claim's "Not listed"). */
  companyNote?: (row: Row) => React.ReactNode;
  rows: readonly Row[];
  status: string | null;
  nextAfter: string | null;
  isFirstPage: boolean;
}) {
  const plural = pages.title.toLowerCase();
  const nextParams = new URLSearchParams();
  if (status) nextParams.set("status", status);
  if (nextAfter) nextParams.set("after", nextAfter);
  const options = [
    { value: "", label: "All statuses" },
    ...statuses.map((s) => ({ value: s, label: REVIEW_STATUS_LABELS[s] })),
  ];
  return (
    <AdminPage title={pages.title} intro={intro}>
      <StatusFilterForm id={`${pages.noun}-status`} value={status} options={options} />
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isFirstPage ? `No ${plural} match this filter.` : `No more ${plural}.`}
        </p>
      ) : (
        <DataTable
          className="mt-6"
          caption={caption}
          columns={[
            "Company",
            ...columns.map((c) => c.header),
            ...["Submitted", "Status", "Reviewed at", "Reviewed by"],
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className="align-top" data-testid={`${pages.noun}-row`}>
              <td className="min-w-48 px-3 py-2">
                <Link
                  to={`${pages.path}/${row.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.companyName}
                </Link>
                {companyNote?.(row)}
              </td>
              {columns.map((column) => (
                <td key={column.header} className={`${column.className ?? ""} px-3 py-2`.trim()}>
                  {column.cell(row)}
                </td>
              ))}
              <td className="whitespace-nowrap px-3 py-2">{formatLongDate(row.submittedAt)}</td>
              <td className="min-w-32 px-3 py-2">
                <ReviewStatusBadge status={row.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {row.reviewedAt ? formatLongDate(row.reviewedAt) : ""}
              </td>
              <td className="min-w-40 px-3 py-2 break-words">{row.reviewedBy ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <PageLinks
        label={`${capitalized(pages)} pages`}
        firstHref={isFirstPage ? null : status ? `?status=${status}` : "."}
        nextHref={nextAfter ? `?${nextParams}` : null}
      />
    </AdminPage>
  );
}
