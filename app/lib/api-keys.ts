/**
 * What an API key is, for the pages and the server alike (docs/decisions/136): its scopes and
 * how each reads, and the shape `st_live_<prefix>_<secret>` (the prefix is not secret).
 */
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: "Read",
  write: "Read and write",
};

export const API_KEY_PATTERN = /^st_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** What a key is listed as: its non-secret beginning. */
export const listedPrefix = (prefix: string) => `st_live_${prefix}`;
