/**
 * The weekly digest (docs/decisions/169): the products and companies published since the last
 * one, each linked to its page. Rendered once per run with a stand-in for the unsubscribe link,
 * which each recipient's message then gets in its place (50,000 renders would cost minutes).
 */
import type { ReactNode } from "react";
import { companyPath, productPath } from "~/lib/catalogue";
import type { DigestContent, DigestProduct } from "~/lib/digest";
import { plural } from "~/lib/plural";
import { EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import { type MailMessage, type MailSite, type SecretLink, secretsOf } from "../message";
import { listUnsubscribeHeaders } from "./subscribe-confirmation";

/** Stands where each recipient's unsubscribe URL goes. */
const UNSUBSCRIBE_STAND_IN = "https://unsubscribe.invalid/stand-in";

export const DIGEST_SUBJECT_START = "New free samples";

const itemStyle = { margin: "0 0 10px" } as const;

/** A list of linked items in the HTML part. */
export function LinkList({ items }: { items: { href: string; name: string; note: string }[] }) {
  return (
    <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
      {items.map((item) => (
        <li key={item.href} style={itemStyle}>
          <a href={item.href} style={{ color: "#0f766e", fontWeight: 700 }}>
            {item.name}
          </a>
          {item.note ? <span style={{ color: "#475569" }}> {item.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A product as a linked line: its name, then its company and category. */
export function productItem(site: MailSite, product: DigestProduct) {
  return {
    href: `${site.url}${productPath(product)}`,
    name: product.name,
    note: `by ${product.companyName} (${product.category})`,
  };
}

export function itemLines(items: { href: string; name: string; note: string }[]): string {
  return items.map((item) => `- ${item.name} ${item.note}\n  ${item.href}`).join("\n");
}

function Heading({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 16, margin: "20px 0 8px" }}>{children}</h2>;
}

/** The subject, e.g. "New free samples on SampleTray: 5 products, 2 companies". */
export function digestSubject(site: MailSite, content: DigestContent): string {
  const products = content.products.length + content.moreProducts;
  const companies = content.companies.length + content.moreCompanies;
  const parts = [
    products > 0 ? plural(products, "product", "products") : null,
    companies > 0 ? plural(companies, "new company", "new companies") : null,
  ].filter(Boolean);
  return `${DIGEST_SUBJECT_START} on ${site.name}: ${parts.join(", ")}`;
}

/**
 * The run's digest, rendered once: call the result with each recipient's address and unsubscribe
 * link. `mailto`: UNSUBSCRIBE_MAILTO, added to List-Unsubscribe.
 */
export function digestMessages(site: MailSite, content: DigestContent, mailto?: string) {
  const subject = digestSubject(site, content);
  const products = content.products.map((p) => productItem(site, p));
  const companies = content.companies.map((c) => ({
    href: `${site.url}${companyPath(c)}`,
    name: c.name,
    note: c.shortDescription,
  }));
  const more = (n: number, what: string) =>
    n > 0 ? `And ${plural(n, what, `${what}s`)} more on ${site.url}/` : null;
  const intro = `Here is what is new on ${site.name} since our last e-mail.`;
  const unsubscribeLine = `You get this e-mail because you subscribed to ${site.name} updates. Unsubscribe: ${UNSUBSCRIBE_STAND_IN}`;
  const text = renderText(site, [
    intro,
    products.length > 0 ? `New sample products:\n${itemLines(products)}` : null,
    more(content.moreProducts, "product"),
    companies.length > 0 ? `New companies:\n${itemLines(companies)}` : null,
    more(content.moreCompanies, "company"),
    unsubscribeLine,
  ]);
  const html = renderHtml(
    <EmailLayout
      site={site}
      title={subject}
      footer={
        <>
          You get this e-mail because you subscribed to {site.name} updates.{" "}
          <a href={UNSUBSCRIBE_STAND_IN}>Unsubscribe</a>.
        </>
      }
    >
      <Paragraph>{intro}</Paragraph>
      {products.length > 0 ? (
        <>
          <Heading>New sample products</Heading>
          <LinkList items={products} />
        </>
      ) : null}
      {content.moreProducts > 0 ? (
        <Paragraph>{more(content.moreProducts, "product")}</Paragraph>
      ) : null}
      {companies.length > 0 ? (
        <>
          <Heading>New companies</Heading>
          <LinkList items={companies} />
        </>
      ) : null}
      {content.moreCompanies > 0 ? (
        <Paragraph>{more(content.moreCompanies, "company")}</Paragraph>
      ) : null}
    </EmailLayout>,
  );
  return (to: string, unsubscribe: SecretLink): MailMessage => ({
    kind: "digest",
    to,
    subject,
    text: text.replaceAll(UNSUBSCRIBE_STAND_IN, unsubscribe.url),
    html: html.replaceAll(UNSUBSCRIBE_STAND_IN, unsubscribe.url),
    headers: listUnsubscribeHeaders(unsubscribe.url, mailto),
    secrets: secretsOf(unsubscribe),
  });
}
