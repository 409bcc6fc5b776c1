/**
 * Secret links in stored messages (docs/decisions/107). The outbox stores a message with each
 * token of its secret links replaced by a `[redacted-N]` mark and the tokens apart, so the Outbox
 * page shows the links redacted; sending puts the tokens back, and a sent or dead message keeps
 * none.
 */

import { isSecretLinkKind, type MailMessage } from "./message";

/** The parts of a message that may hold a link. */
export interface MessageParts {
  text: string;
  html: string;
  headers: Record<string, string>;
}

const mark = (index: number) => `[redacted-${index + 1}]`;

function replaceEach(parts: MessageParts, pairs: [string, string][]): MessageParts {
  const swap = (value: string) => pairs.reduce((v, [from, to]) => v.replaceAll(from, to), value);
  return {
    text: swap(parts.text),
    html: swap(parts.html),
    headers: Object.fromEntries(Object.entries(parts.headers).map(([k, v]) => [k, swap(v)])),
  };
}

/** The parts as stored: each token replaced by its mark. Every token must stand in the text. */
export function sealSecrets(parts: MessageParts, tokens: readonly string[]): MessageParts {
  for (const token of tokens) {
    if (token.length < 16 || !parts.text.includes(token)) {
      throw new Error(
        "A secret token must stand in the text, and be long enough to stand nowhere else",
      );
    }
  }
  return replaceEach(
    parts,
    tokens.map((token, index) => [token, mark(index)]),
  );
}

/** The parts as sent: each mark replaced by its token (none left to replace once dropped). */
export function openSecrets(parts: MessageParts, tokens: readonly string[] | null): MessageParts {
  return replaceEach(
    parts,
    (tokens ?? []).map((token, index) => [mark(index), token]),
  );
}

/** An outbox row's parts and secrets for a message (a kind with secret links must name them). */
export function storedMessage(message: MailMessage) {
  if (isSecretLinkKind(message.kind) !== Boolean(message.secrets)) {
    throw new Error(`A ${message.kind} message names secrets exactly when its kind has them`);
  }
  const tokens = message.secrets?.tokens ?? [];
  const parts = sealSecrets(
    { text: message.text, html: message.html, headers: message.headers ?? {} },
    tokens,
  );
  return {
    kind: message.kind,
    recipient: message.to,
    subject: message.subject,
    textBody: parts.text,
    htmlBody: parts.html,
    headers: parts.headers,
    secrets: message.secrets ? tokens : null,
    secretsFor: message.secrets?.for ?? null,
  };
}
