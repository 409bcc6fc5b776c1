/**
 * An address as a notice names it to someone who may not own it (decision 149): the first
 * character of the local part, then `***`, then the domain whole: `n***@example.com`. Enough for
 * the owner to recognise it, too little for a stranger to write to it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
