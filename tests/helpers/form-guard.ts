/**
 * Guard fields for posting to the public forms' actions in tests (docs/decisions/045): a fresh
 * idempotency key and a render time signed with the test context's secret, by default a minute
 * old so the minimum fill time has passed.
 */
import { GUARD_FIELDS } from "~/lib/form-guard";
import { issueFormGuard } from "~/models/guards/form-guard-token.server";
import { TEST_AUTH_SECRET } from "./factories";

export function guardFields(
  options: { ageMs?: number; honeypot?: string; secret?: string; now?: number } = {},
): Record<string, string> {
  const now = options.now ?? Date.now();
  const token = issueFormGuard(options.secret ?? TEST_AUTH_SECRET, now - (options.ageMs ?? 60_000));
  return {
    [GUARD_FIELDS.key]: token.key,
    [GUARD_FIELDS.startedAt]: token.startedAt,
    [GUARD_FIELDS.honeypot]: options.honeypot ?? "",
  };
}
