/** What Google sign-in says when the popup is closed early or the sign-in fails, per page. */
export const GOOGLE_TEXTS = {
  login: {
    cancelled: "Login cancelled",
    failed: "Failed to log in with Google. Please try again.",
  },
  signup: {
    cancelled: "Signup cancelled",
    failed: "Failed to sign up with Google. Please try again.",
  },
} as const;

export type AuthIntent = keyof typeof GOOGLE_TEXTS;
