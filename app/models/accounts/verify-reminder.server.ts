/**
 * The header's "please confirm your address" reminder is dismissed once per browser and account:
 * a cookie holding the user's id (docs/decisions/053).
 */
const COOKIE = "verify_reminder_dismissed";

export function isReminderDismissed(request: Request, userId: string): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return cookies
    .split(";")
    .some((part) => part.trim() === `${COOKIE}=${encodeURIComponent(userId)}`);
}

export function dismissReminderCookie(userId: string, isHttps: boolean): string {
  return `${COOKIE}=${encodeURIComponent(userId)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${
    isHttps ? "; Secure" : ""
  }`;
}
