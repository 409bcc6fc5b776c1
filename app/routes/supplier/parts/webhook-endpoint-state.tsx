/** Whether a webhook endpoint is enabled (and failing), or disabled and why (issue 27). */

export interface EndpointStateProps {
  disabledAt: string | null;
  disabledReason: string | null;
  consecutiveFailures: number;
}

export function WebhookEndpointState({ endpoint }: { endpoint: EndpointStateProps }) {
  if (endpoint.disabledAt) {
    return (
      <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
        Disabled{endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ""}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">
      Enabled
      {endpoint.consecutiveFailures > 0 ? ` · ${endpoint.consecutiveFailures} failed in a row` : ""}
    </span>
  );
}
