/**
 * The login and signup forms' schemas, parsed in the browser and again in the actions, and the
 * mapping of auth failures to the texts users see. An empty e-mail or password says 'Please fill
 * in all fields'; a failed sign-in says 'Invalid email or password' whether the account exists or
 * not, so the form does not reveal who has an account. Passwords are 6 to 128 characters.
 */
import { z } from "zod";
import { LIMITS } from "~/lib/limits";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "~/lib/password-policy";
import { rawText, trimmedText, withMeta } from "./fields";

export const FILL_ALL_FIELDS = "Please fill in all fields";
export const INVALID_EMAIL_ADDRESS = "Invalid email address";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const INVALID_CREDENTIALS = "Invalid email or password";
export const LOGIN_FAILED = "Failed to log in. Please try again.";
/** Shown only after a correct password (or Google): the account exists and was disabled. */
export const ACCOUNT_DISABLED =
  "This account has been disabled. Contact us if you think this is a mistake.";
export const SIGNUP_FAILED = "Failed to create account. Please try again.";

const asString = (v: unknown) => (typeof v === "string" ? v : "");
const isEmail = (value: string) =>
  value.length <= LIMITS.email && z.email().safeParse(value).success;

/** Emptiness and format are checked across the form below, for the messages above. */
const email = withMeta(z.preprocess(asString, trimmedText("Email", 1000, false).toLowerCase()), {
  label: "Email",
  required: true,
  maxLength: LIMITS.email,
  type: "email",
});

/** As typed; never echoed back. */
function password(label: string) {
  return withMeta(z.preprocess(asString, rawText(label, 1000)), {
    label,
    required: true,
    type: "password",
    isEchoed: false,
  });
}

export const loginSchema = z
  .object({
    email,
    password: password("Password"),
    /** Where to go after signing in; checked by safeRedirect in the action. */
    redirectTo: withMeta(z.preprocess(asString, z.string()), {
      label: "Redirect",
      required: false,
      isEchoed: false,
    }),
  })
  .superRefine((v, ctx) => {
    if (v.email === "" || v.password === "") {
      ctx.addIssue({ code: "custom", path: [], message: FILL_ALL_FIELDS });
      return;
    }
    if (!isEmail(v.email)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL_ADDRESS });
    }
  });

export const signupSchema = z
  .object({
    displayName: withMeta(z.preprocess(asString, trimmedText("Full name", LIMITS.name, false)), {
      label: "Full name",
      required: false,
      maxLength: LIMITS.name,
    }),
    email,
    password: password("Password"),
    confirmPassword: password("Confirm password"),
  })
  .superRefine((v, ctx) => {
    if (v.email === "" || v.password === "" || v.confirmPassword === "") {
      ctx.addIssue({ code: "custom", path: [], message: FILL_ALL_FIELDS });
      return;
    }
    if (!isEmail(v.email)) {
      ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL_ADDRESS });
    }
    checkNewPassword(v, ctx);
  });

/** A new password and its confirmation (signup and reset): they match and fit the length rules. */
function checkNewPassword(v: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DO_NOT_MATCH });
  }
  if (v.password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_SHORT });
  } else if (v.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_TOO_LONG });
  }
}

/** "Forgot password?": only the address. */
export const forgotPasswordSchema = z.object({ email }).superRefine((v, ctx) => {
  if (v.email === "") {
    ctx.addIssue({ code: "custom", path: [], message: FILL_ALL_FIELDS });
    return;
  }
  if (!isEmail(v.email)) {
    ctx.addIssue({ code: "custom", path: ["email"], message: INVALID_EMAIL_ADDRESS });
  }
});

/** The answer to every accepted "Forgot password?" submission, account or not. */
export const RESET_LINK_SENT = "If an account exists for that address, we sent a link";

/** A new password after a reset link: the same rules as signup. */
export const resetPasswordSchema = z
  .object({ password: password("New password"), confirmPassword: password("Confirm password") })
  .superRefine((v, ctx) => {
    if (v.password === "" || v.confirmPassword === "") {
      ctx.addIssue({ code: "custom", path: [], message: FILL_ALL_FIELDS });
      return;
    }
    checkNewPassword(v, ctx);
  });

export const RESET_LINK_INVALID =
  "This reset link has expired or has already been used. Please ask for a new one.";
export const PASSWORD_CHANGED = "Your password was changed. Sign in with your new password.";

// In a module of their own, so that Google sign-in (rendered with the page) does not bring the
// forms' constraints along.
export { type AuthIntent, GOOGLE_TEXTS } from "./google-texts";
