/**
 * The page's filters, requests and page links. The route loads this on the page's first
 * interaction (docs/decisions/085, 086): until then the filters are the server's GET form, each
 * status button a plain POST form answered by the page (with the row's message or its reason
 * field), and the links plain links.
 */
import { useNavigation } from "react-router";
import { LoadingStatus } from "~/components/analytics/loading-status";
import type { RequestStatus } from "~/lib/catalogue";
import { CursorPages } from "~/routes/admin/parts/list-pages";
import type { Route } from "./+types/route";
import { RequestFilters } from "./request-filters";
import { RequestRow, type RowActionData } from "./request-row";
import { RequestTable } from "./request-table";

export function RequestsList({
  status,
  q,
  rows,
  nextCursor,
  isFirstPage,
  pageResult,
}: {
  status: RequestStatus | null;
  q: string;
  rows: Route.ComponentProps["loaderData"]["rows"];
  nextCursor: string | null;
  isFirstPage: boolean;
  /** The page's answer to a status form posted without JavaScript. */
  pageResult: RowActionData | undefined;
}) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/requests";
  return (
    <>
      <RequestFilters status={status} q={q} />

      <LoadingStatus isLoading={isLoading} />

      {rows.length === 0 ? (
        <p className="mt-6 rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No requests found matching your filters.
        </p>
      ) : (
        <RequestTable>
          {rows.map((row) => (
            <RequestRow key={row.id} row={row} pageResult={pageResult} />
          ))}
        </RequestTable>
      )}

      <CursorPages
        search={{ status, q }}
        cursor={["cursor", nextCursor]}
        isFirstPage={isFirstPage}
      />
    </>
  );
}
