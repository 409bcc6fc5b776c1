/**
 * The one shape of a short message to one person: "Hello,", its paragraphs with one button among
 * them, the same words in the text part (the button as its URL), and the secrets of any link that
 * acts without a sign-in (decision 107). Account notices, address checks and owners' notices use it.
 */
import { ActionLink, EmailLayout, Paragraph, renderHtml, renderText } from "../layout";
import {
  type MailMessage,
  type MailSite,
  type MessageKind,
  type SecretLink,
  secretsOf,
} from "../message";

/** A paragraph, or a button: its label and where it leads (a secret link, or a plain URL). */
export type MessagePart = string | { label: string; link: SecretLink | string };

export function greetingMessage(
  site: MailSite,
  message: {
    kind: MessageKind;
    to: string;
    subject: string;
    parts: MessagePart[];
    /** Ends the text part with the site's name and address (the account messages do). */
    isSigned?: boolean;
  },
): MailMessage {
  const { kind, to, subject, parts } = message;
  const urlOf = (link: SecretLink | string) => (typeof link === "string" ? link : link.url);
  const lines = parts.map((part) => (typeof part === "string" ? part : urlOf(part.link)));
  const signature = message.isSigned ? [`${site.name}: ${site.url}/`] : [];
  const text = renderText(site, ["Hello,", ...lines, ...signature]);
  const html = renderHtml(
    <EmailLayout site={site} title={subject}>
      <Paragraph>Hello,</Paragraph>
      {parts.map((part) =>
        typeof part === "string" ? (
          <Paragraph key={part}>{part}</Paragraph>
        ) : (
          <ActionLink key={part.label} href={urlOf(part.link)}>
            {part.label}
          </ActionLink>
        ),
      )}
    </EmailLayout>,
  );
  const [secret, ...more] = parts.flatMap((part) =>
    typeof part !== "string" && typeof part.link !== "string" ? [part.link] : [],
  );
  return {
    kind,
    to,
    subject,
    text,
    html,
    ...(secret ? { secrets: secretsOf(secret, ...more) } : {}),
  };
}
