/**
 * A professional's alert e-mail (docs/decisions/170): the new products matching any of their
 * alerts, each named once, linked to its page, with the one-click link that ends their alerts.
 */
import { alertLabel, type DigestProduct } from "~/lib/digest";
import { plural } from "~/lib/plural";
import { EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";
import { itemLines, LinkList, productItem } from "./digest";
import { listUnsubscribeHeaders } from "./subscribe-confirmation";

export const ALERTS_SUBJECT_START = "New samples matching";

interface Alert {
  category: string | null;
  words: string | null;
}

/** "New samples matching "files" in Endodontics" (and "and 2 more alerts" when more matched). */
export function alertsSubject(matched: readonly Alert[]): string {
  const [first, ...rest] = matched;
  const more = rest.length > 0 ? ` and ${plural(rest.length, "more alert", "more alerts")}` : "";
  return `${ALERTS_SUBJECT_START} ${first ? alertLabel(first) : "your alerts"}${more}`;
}

export function alertsMessage(
  site: MailSite,
  to: string,
  alerts: { matched: readonly Alert[]; products: readonly DigestProduct[] },
  unsubscribe: SecretLink,
  mailto?: string,
): MailMessage {
  const subject = alertsSubject(alerts.matched);
  const items = alerts.products.map((p) => productItem(site, p));
  const manage = `${site.url}/account/alerts`;
  const intro = `New sample products on ${site.name} match your alerts (${alerts.matched.map(alertLabel).join("; ")}).`;
  const why = `You get this e-mail because you set alerts on ${site.name}. Change them at ${manage}`;
  const text = renderText(site, [
    intro,
    itemLines(items),
    why,
    `Stop all alert e-mails: ${unsubscribe.url}`,
  ]);
  const html = renderHtml(
    <EmailLayout
      site={site}
      title={subject}
      footer={
        <>
          You get this e-mail because you set alerts on {site.name}.{" "}
          <a href={manage}>Change your alerts</a> or{" "}
          <a href={unsubscribe.url}>unsubscribe from alert e-mails</a>.
        </>
      }
    >
      <Paragraph>{intro}</Paragraph>
      <LinkList items={items} />
    </EmailLayout>,
  );
  return {
    kind: "alerts",
    to,
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribe.url, mailto),
    secrets: secretsOf(unsubscribe),
  };
}
