/** Limits of a company's lead e-mails (docs/decisions/145), shared by the page and the server. */

/** At most this many "Send new leads to" addresses per company, confirmed or waiting. */
export const LEAD_ADDRESSES_MAX = 5;

/** A "Send new leads to" confirmation link works this long; then the owner sends a new one. */
export const LEAD_ADDRESS_LINK_DAYS = 7;
