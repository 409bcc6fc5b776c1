/** A company's webhook endpoints, each linking to its details and delivery log. */
import { Link } from "react-router";
import {
  type EndpointStateProps,
  WebhookEndpointState,
} from "~/routes/supplier/parts/webhook-endpoint-state";

export interface EndpointRow extends EndpointStateProps {
  id: string;
  url: string;
  events: string[];
}

export function EndpointList({ endpoints, base }: { endpoints: EndpointRow[]; base: string }) {
  if (endpoints.length === 0) {
    return <p className="text-slate-700">No endpoints yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {endpoints.map((endpoint) => (
        <li key={endpoint.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div className="min-w-0">
            <Link
              to={`${base}/${endpoint.id}`}
              className="break-all font-semibold text-brand-700 underline"
            >
              {endpoint.url}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{endpoint.events.join(", ")}</p>
          </div>
          <WebhookEndpointState endpoint={endpoint} />
        </li>
      ))}
    </ul>
  );
}
