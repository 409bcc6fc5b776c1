/** An endpoint's delivery log: each try's event, answer, duration, attempt and time, with Resend. */
import { Form } from "react-router";

export interface AttemptRow {
  id: string;
  deliveryId: string;
  eventType: string;
  state: string;
  attempt: number;
  isSuccess: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseSnippet: string | null;
  attemptedAt: string;
}

const timeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

export function DeliveryLog({
  attempts,
  canManage,
}: {
  attempts: AttemptRow[];
  canManage: boolean;
}) {
  if (attempts.length === 0) {
    return <p className="text-slate-700">Nothing sent yet. Press Send test event to try it.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {attempts.map((a) => (
        <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <code className="font-mono font-semibold text-slate-900">{a.eventType}</code>
              <span
                className={`rounded-full px-2 py-0.5 font-semibold ${
                  a.isSuccess ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"
                }`}
              >
                {a.isSuccess ? "Delivered" : "Failed"}
                {a.statusCode === null ? "" : ` · ${a.statusCode}`}
              </span>
            </p>
            <p className="text-slate-700">
              Attempt {a.attempt} · {a.durationMs} ms ·{" "}
              <time dateTime={a.attemptedAt}>{timeFormat.format(new Date(a.attemptedAt))} UTC</time>
            </p>
            {a.error ? <p className="break-words text-red-800">{a.error}</p> : null}
            {a.responseSnippet ? (
              <p className="break-all font-mono text-xs text-slate-600">{a.responseSnippet}</p>
            ) : null}
          </div>
          {canManage ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="deliveryId" value={a.deliveryId} />
              <button
                type="submit"
                className="rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Resend
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
