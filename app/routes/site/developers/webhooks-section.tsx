/**
 * /developers' Webhooks section (issue 27, decisions 138 and 143): the events, the Standard
 * Webhooks headers and how to verify them, retries, disabling, and rolling the signing secret.
 */
import {
  WEBHOOK_EVENT_TEXTS,
  WEBHOOK_EVENTS,
  WEBHOOK_FAILURES_TO_DISABLE,
} from "~/models/webhooks/events";
import { LegalSection } from "~/routes/site/parts/legal-page";

export function WebhooksSection({
  code,
  inline,
  overlapHours,
  timeoutSeconds,
}: {
  code: string;
  inline: string;
  overlapHours: number;
  timeoutSeconds: number;
}) {
  return (
    <LegalSection title="Webhooks">
      <p>
        Instead of asking for new leads, let us tell you. An owner adds an HTTPS address under
        Integrations → Webhooks and chooses its events:
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {WEBHOOK_EVENTS.map((event) => (
          <li key={event}>
            <code className={inline}>{event}</code>: when {WEBHOOK_EVENT_TEXTS[event]}
          </li>
        ))}
      </ul>
      <p>
        Each event is a JSON <code className={inline}>POST</code> of{" "}
        <code className={inline}>{"{ type, timestamp, data }"}</code> signed to the{" "}
        <a
          href="https://www.standardwebhooks.com/"
          className="font-semibold text-brand-700 underline"
        >
          Standard Webhooks
        </a>{" "}
        spec, with the headers <code className={inline}>webhook-id</code> (the same for every try of
        one event: use it to ignore repeats), <code className={inline}>webhook-timestamp</code> and{" "}
        <code className={inline}>webhook-signature</code>. Check the signature over the raw body
        with the endpoint's signing secret before trusting it (the OpenAPI document describes each
        event's body under <code className={inline}>webhooks</code>):
      </p>
      <pre className={code}>{`import { Webhook } from "standardwebhooks";

const hook = new Webhook(signingSecret);
// Throws on a bad or stale signature.
const event = hook.verify(rawBody, headers);`}</pre>
      <p>
        Answer with any 2xx within {timeoutSeconds} seconds. Anything else, a redirect included, is
        a failure, tried again with growing pauses for about a day. After{" "}
        {WEBHOOK_FAILURES_TO_DISABLE} failures in a row the endpoint is disabled and its owners are
        e-mailed; Enable turns it back on.
      </p>
      <p>
        <strong>Rolling the signing secret.</strong> Roll signing secret makes a new one and shows
        it once. For {overlapHours} hours both secrets sign each event (two signatures in{" "}
        <code className={inline}>webhook-signature</code>, separated by a space; a receiver with
        either one verifies it), so you can update your receiver without missing an event. If the
        old secret leaked, choose that it stops at once.
      </p>
    </LegalSection>
  );
}
