/**
 * Where a company's leads go, as the one rule answers it (findLeadRouting, docs/decisions/145):
 * the workspace's Lead e-mails page and the console's company page show the same list.
 */
import type { LeadRouting } from "~/models/leads/lead-recipients.server";

const REASONS: Record<LeadRouting["recipients"][number]["reason"], string> = {
  owner: "owner",
  member: "team member, opted in",
  address: "Send new leads to",
  "owner-by-default": "owner: no one else is set to receive them",
  operator: "the operators' lead address: nobody owns the company",
  fallback: "the platform's fallback address: nobody owns the company",
};

export function LeadRecipientList({ routing }: { routing: LeadRouting }) {
  if (routing.recipients.length === 0) {
    return (
      <p className="mt-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        No one yet: no owner has confirmed their e-mail address. New leads wait on the Leads page
        until one does.
      </p>
    );
  }
  return (
    <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
      {routing.recipients.map((recipient) => (
        <li
          key={recipient.email}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2"
        >
          <span className="break-all font-medium text-slate-900">{recipient.email}</span>
          <span className="text-sm text-slate-600">{REASONS[recipient.reason]}</span>
        </li>
      ))}
    </ul>
  );
}
