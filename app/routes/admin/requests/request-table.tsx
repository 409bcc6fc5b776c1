import { CardTable } from "~/routes/admin/parts/list-table";

const COLUMNS = ["Request", "Status", "Change status", "Company", "Requested"];

/**
 * The requests' table: who, status and actions first; every other field is on each request's page.
 * Below 640 px each row is a card (the header row is then only read by screen readers).
 */
export function RequestTable({ children }: { children: React.ReactNode }) {
  return (
    <CardTable className="mt-2" caption="Sample requests, newest first" headers={COLUMNS}>
      {children}
    </CardTable>
  );
}
