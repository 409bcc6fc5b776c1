/**
 * Common free e-mail providers. A lead from one of these is not a bad lead, but an address at the
 * practice's own domain says more about who is asking: the lead signals name which it is.
 * Lower-case domains; subdomains of a listed domain do not count.
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "ymail.com",
  "rocketmail.com",
  "yahoo.co.uk",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "tutanota.com",
  "hushmail.com",
  "comcast.net",
  "att.net",
  "sbcglobal.net",
  "bellsouth.net",
  "verizon.net",
  "cox.net",
  "charter.net",
  "earthlink.net",
  "optonline.net",
  "qq.com",
  "163.com",
];

const FREE = new Set(FREE_MAIL_DOMAINS);

/** The part after the last "@", lower-cased ("" when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export function isFreeMailAddress(email: string): boolean {
  return FREE.has(emailDomain(email));
}
