/** The console's Digest page (its route: ./route.tsx). */
import { Form } from "react-router";
import { PRIMARY_BUTTON_CLASS } from "~/components/button-link";
import { SuccessStatus } from "~/components/success-status";
import { TitledSection } from "~/components/titled-section";
import { formatDateTime, formatLongDate } from "~/lib/dates";
import { DEFAULT_DIGEST_CRON } from "~/lib/digest";
import type { RecipientLine, RunLine } from "~/models/digest/digest-console.server";
import { AdminPage } from "~/routes/admin/parts/admin-page";
import { FilterForm } from "~/routes/admin/parts/filter-form";
import { ListTable } from "~/routes/admin/parts/list-table";
import { MessageHtml, MessageText } from "~/routes/admin/parts/message-parts";

const SECONDARY_BUTTON =
  "rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50";

interface Preview {
  since: Date | string;
  message: { subject: string; html: string; text: string } | null;
}

const RUN_COLUMNS = [
  { header: "Started", cell: (r: RunLine) => formatDateTime(r.startedAt) },
  { header: "Started by", cell: (r: RunLine) => r.startedBy ?? "Weekly schedule" },
  { header: "Digests", cell: (r: RunLine) => r.digests },
  { header: "Alerts", cell: (r: RunLine) => r.alerts },
  { header: "Sent", cell: (r: RunLine) => r.sent },
  { header: "Failed", cell: (r: RunLine) => r.failed },
  {
    header: "State",
    cell: (r: RunLine) =>
      r.finishedAt === null
        ? "Writing messages"
        : r.waiting > 0
          ? `${r.waiting} waiting to be sent`
          : r.digests + r.alerts === 0
            ? "Nothing new: nothing sent"
            : "Done",
  },
] as const;

const STATUS_LABELS: Record<string, string> = {
  sent: "Sent",
  dead: "Not sent",
  queued: "Waiting",
  retrying: "Retrying",
  unconfigured: "Kept: SMTP not configured",
  held: "Held",
};

const RECIPIENT_COLUMNS = [
  {
    header: "Subscriber",
    cell: (r: RecipientLine) => <span className="break-all">{r.email}</span>,
  },
  {
    header: "Last digest",
    cell: (r: RecipientLine) => (r.lastDigestAt ? formatDateTime(r.lastDigestAt) : "None yet"),
  },
  {
    header: "Its status",
    cell: (r: RecipientLine) => (r.status ? (STATUS_LABELS[r.status] ?? r.status) : "—"),
  },
] as const;

export function DigestPage({
  runs,
  recipients,
  recipient,
  preview,
  cron,
  rate,
  message,
}: {
  runs: RunLine[];
  recipients: RecipientLine[];
  recipient: string;
  preview: Preview | null;
  cron: string;
  rate: number;
  message: string | undefined;
}) {
  return (
    <AdminPage
      title="Digest"
      intro={`Confirmed subscribers get the products and companies published since the last digest; professionals get the new products matching their alerts. Runs ${cron === DEFAULT_DIGEST_CRON ? "every Monday at 14:00 UTC" : `on the schedule "${cron}" (UTC)`}, at ${rate > 0 ? `${rate} messages a second` : "full speed"}, and nothing is sent when nothing is new.`}
    >
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="get">
          <input type="hidden" name="preview" value="1" />
          <button type="submit" className={SECONDARY_BUTTON}>
            Preview digest
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="send-now" />
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Send digest now
          </button>
        </Form>
      </div>
      <SuccessStatus message={message} className="mt-4" />
      {preview ? <DigestPreview preview={preview} /> : null}
      <TitledSection id="runs-title" title="Runs" heading="small" className="mt-10">
        {runs.length === 0 ? (
          <p className="mt-2 text-slate-700">No digest has run yet.</p>
        ) : (
          <ListTable
            caption="Digest runs, newest first"
            columns={RUN_COLUMNS}
            rows={runs}
            className="mt-3"
          />
        )}
      </TitledSection>
      <TitledSection
        id="recipients-title"
        title="Each subscriber's last digest"
        heading="small"
        className="mt-10"
      >
        <FilterForm
          id="digest"
          fields={[{ name: "recipient", label: "Subscriber e-mail", value: recipient }]}
          submitLabel="Search"
          className="mt-3 flex flex-wrap items-end gap-3"
        />
        {recipients.length === 0 ? (
          <p className="mt-3 text-slate-700">No confirmed subscriber matches.</p>
        ) : (
          <ListTable
            caption="Confirmed subscribers and their last digest"
            columns={RECIPIENT_COLUMNS}
            rows={recipients}
            className="mt-3"
          />
        )}
      </TitledSection>
    </AdminPage>
  );
}

function DigestPreview({ preview }: { preview: Preview }) {
  const { message } = preview;
  return (
    <TitledSection id="preview-title" title="This week's digest" heading="small" className="mt-8">
      {message ? (
        <>
          <p className="mt-2 text-slate-700">
            As it would be sent now, with what was published since {formatLongDate(preview.since)}.
          </p>
          <p className="mt-3 font-semibold" data-testid="digest-subject">
            Subject: {message.subject}
          </p>
          <MessageHtml title="The digest's HTML part" html={message.html} />
          <details className="mt-3">
            <summary className="cursor-pointer font-semibold text-brand-700">Plain text</summary>
            <MessageText text={message.text} />
          </details>
        </>
      ) : (
        <p className="mt-2 text-slate-700" data-testid="digest-subject">
          Nothing was published since {formatLongDate(preview.since)}: no digest would be sent.
        </p>
      )}
    </TitledSection>
  );
}
