/**
 * The company's API keys, a page at a time (newest first, API_KEYS_PER_PAGE a page): name,
 * prefix, scope, created, last used; Revoke asks to confirm.
 */
import { Form, Link } from "react-router";
import { API_KEY_SCOPE_LABELS, type ApiKeyScope, listedPrefix } from "~/lib/api-keys";

interface ListedKey {
  id: string;
  name: string;
  prefix: string;
  scope: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "Never");
const time = (date: Date | null) =>
  date ? `${date.toISOString().slice(0, 16).replace("T", " ")} UTC` : "Never";

interface KeyPage {
  keys: ListedKey[];
  total: number;
  nextAfter: string | null;
  isFirstPage: boolean;
}

export function KeyList({ page }: { page: KeyPage }) {
  if (page.total === 0) return <p className="text-slate-700">No API keys yet.</p>;
  const isPaged = page.nextAfter !== null || !page.isFirstPage;
  return (
    <div className="space-y-3">
      {isPaged ? (
        <p className="text-sm text-slate-700">
          {page.total} keys, newest first: {page.keys.length} on this page.
        </p>
      ) : null}
      <KeyItems keys={page.keys} />
      {isPaged ? (
        <nav aria-label="API key pages" className="flex flex-wrap gap-4 text-sm">
          {page.isFirstPage ? null : (
            <Link to="." className="font-semibold text-brand-700 underline">
              Newest keys
            </Link>
          )}
          {page.nextAfter ? (
            <Link
              to={`?after=${page.nextAfter}`}
              className="font-semibold text-brand-700 underline"
            >
              Older keys
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

function KeyItems({ keys }: { keys: ListedKey[] }) {
  if (keys.length === 0) return <p className="text-slate-700">No older keys.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {keys.map((key) => (
        <li key={key.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">
              {key.name}
              {key.revokedAt ? (
                <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                  Revoked {day(key.revokedAt)}
                </span>
              ) : null}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
              <dt>Prefix</dt>
              <dd className="font-mono break-all">{listedPrefix(key.prefix)}…</dd>
              <dt>Scope</dt>
              <dd>{API_KEY_SCOPE_LABELS[key.scope as ApiKeyScope] ?? key.scope}</dd>
              <dt>Created</dt>
              <dd>{day(key.createdAt)}</dd>
              <dt>Last used</dt>
              <dd>{time(key.lastUsedAt)}</dd>
            </dl>
          </div>
          {key.revokedAt ? null : (
            <details className="text-sm">
              <summary className="cursor-pointer rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50">
                Revoke…
              </summary>
              <Form method="post" className="mt-2 max-w-xs space-y-2">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="keyId" value={key.id} />
                <p className="text-slate-700">Integrations using this key stop working at once.</p>
                <button
                  type="submit"
                  className="rounded-md bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800"
                >
                  Revoke {key.name}
                </button>
              </Form>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
