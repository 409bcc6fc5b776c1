/**
 * The one HTML frame every e-mail shares, rendered to static markup with React: table-free,
 * inline styles only (mail clients drop style sheets), readable without images.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MailSite } from "./message";

const text = { fontFamily: "Arial, Helvetica, sans-serif", color: "#1e293b", lineHeight: 1.5 };

export function EmailLayout({
  site,
  title,
  children,
  footer,
}: {
  site: MailSite;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: "24px 12px", backgroundColor: "#f1f5f9", ...text }}>
        <div style={{ maxWidth: 560, margin: "0 auto", backgroundColor: "#ffffff", padding: 24 }}>
          <p style={{ margin: "0 0 16px", fontSize: 18, fontWeight: 700, color: "#115e59" }}>
            <a href={site.url} style={{ color: "#115e59", textDecoration: "none" }}>
              {site.name}
            </a>
          </p>
          <h1 style={{ fontSize: 20, margin: "0 0 16px" }}>{title}</h1>
          {children}
          <p style={{ margin: "24px 0 0", fontSize: 13, color: "#475569" }}>
            {footer}
            {footer ? " " : null}
            Sent by <a href={site.url}>{site.name}</a>, the directory of dental sample suppliers.
          </p>
        </div>
      </body>
    </html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: "0 0 12px" }}>{children}</p>;
}

/** A call to action: a button-like link whose address is also readable as text. */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: "16px 0" }}>
      <a
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: "#0f766e",
          color: "#ffffff",
          padding: "10px 16px",
          borderRadius: 6,
          fontWeight: 700,
          textDecoration: "none",
        }}
      >
        {children}
      </a>
      <br />
      <span style={{ fontSize: 13, color: "#475569", wordBreak: "break-all" }}>{href}</span>
    </p>
  );
}

/** Label–value lines (a lead's contact details, a registration's answers). */
export function Details({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl style={{ margin: "0 0 12px" }}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ margin: "0 0 4px" }}>
          <dt style={{ display: "inline", fontWeight: 700 }}>{label}: </dt>
          <dd style={{ display: "inline", margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function renderHtml(element: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}

/** The plain-text part: paragraphs separated by blank lines, then the site's signature. */
export function renderText(site: MailSite, paragraphs: readonly (string | null | false)[]): string {
  const body = paragraphs.filter((p): p is string => typeof p === "string" && p !== "");
  return [
    ...body,
    `-- \n${site.name}, the directory of dental sample suppliers\n${site.url}/`,
  ].join("\n\n");
}

/** "Label: value" lines for the text part. */
export function detailsText(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}
