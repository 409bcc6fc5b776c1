/**
 * Each kind's console pages, as the one queue page and the one detail frame word them
 * (docs/decisions/105): "Claims", "Back to Claims", "This claim is decided…", "Claim pages".
 */
export const CLAIM_PAGES = { noun: "claim", title: "Claims", path: "/admin/claims" } as const;

export const REGISTRATION_PAGES = {
  noun: "registration",
  title: "Registrations",
  path: "/admin/registrations",
} as const;

export type ReviewPages = typeof CLAIM_PAGES | typeof REGISTRATION_PAGES;

/** "Claim", "Registration". */
export function capitalized(pages: ReviewPages): string {
  return pages.noun.charAt(0).toUpperCase() + pages.noun.slice(1);
}
