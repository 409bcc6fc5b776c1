/**
 * The environment variables the server reads, each with its type, default and meaning
 * (validated by parseEnv in app/env.server.ts, which adds the checks across variables).
 */
import { z } from "zod";
import { DEFAULT_DIGEST_CRON, DEFAULT_DIGEST_RATE } from "./lib/digest";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const stripePrice = optionalString.pipe(
  z
    .string()
    .regex(/^price_[A-Za-z0-9]+$/, "must be a Stripe price id (price_…)")
    .optional(),
);

/** Every variable, its type and default; the checks across variables are in app/env.server.ts. */
export const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_NAME: z.string().trim().min(1).max(100).default("SampleTray"),
  CONTACT_EMAIL: z.email().default("hello@sampletray.example"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, "must be at least 32 characters long").optional(),
  ),
  /** Google sign-in (OpenID Connect); without both, the sign-in pages offer no Google button. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** The OpenID provider's discovery document (tests point it at a local OIDC server). */
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  /** Express "trust proxy" setting, e.g. "loopback" or "1", when behind a reverse proxy. */
  TRUST_PROXY: optionalString,
  /**
   * Login/signup rate limits: attempts per window per client IP; signups per e-mail address per
   * window; failed logins per account from one client before the back-off starts.
   */
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(60),
  AUTH_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(10),
  /** Login back-off (docs/decisions/043): its ceiling, and distinct clients failing per account. */
  AUTH_LOGIN_MAX_BACKOFF_SECONDS: z.coerce.number().int().min(1).default(900),
  AUTH_LOGIN_ACCOUNT_CLIENTS_MAX: z.coerce.number().int().min(1).default(20),
  /**
   * Public forms (sample request, subscribe, claim, registration; docs/decisions/045): the
   * least time between rendering a form and submitting it, and per-window limits on what one
   * client IP or one e-mail address may submit (a sample request counts one per company).
   */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  FORM_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  FORM_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(60),
  FORM_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(30),
  /** The same e-mail, company and products again within this time is one request. */
  FORM_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().min(0).default(86_400),
  /** Uploads (multipart bodies of the upload routes) one instance reads at once; more get 503. */
  UPLOADS_CONCURRENT_MAX: z.coerce.number().int().min(1).default(8),
  /** First-party analytics events (/api/events) per client IP per form window. */
  EVENTS_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(1200),
  /**
   * Page views and analytics events are counted in memory, once per visitor and day, and written
   * every this many seconds in one statement, and at shutdown (docs/decisions/164).
   */
  ANALYTICS_FLUSH_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  /** Counted events held in memory before they are written early; beyond it, none is counted. */
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** REST API requests (/api/v1) per API key per minute (docs/decisions/136). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * Requests with an unknown or revoked API key per client IP per minute (docs/decisions/147);
   * beyond it 429, and no key is looked up for that client until the minute ends.
   */
  API_FAILED_KEYS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * Outgoing e-mail (docs/decisions/050). Without SMTP_URL every message is kept in the outbox,
   * marked "not sent: SMTP not configured", and admins read it at /admin/outbox.
   */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /**
   * Without SMTP_URL, write every message as an .eml file into this folder instead (decision
   * 120); default: DATA_DIR/mail on a local server (SITE_URL unset, not under test).
   */
  MAIL_DIR: optionalString,
  /** Addresses that become admins once confirmed, comma-separated (product decisions "Admins"). */
  ADMIN_EMAILS: optionalString.pipe(
    z
      .string()
      .refine(
        (v) =>
          v
            .split(",")
            .map((e) => e.trim())
            .filter(Boolean)
            .every((e) => z.email().safeParse(e).success),
        "must be e-mail addresses separated by commas",
      )
      .optional(),
  ),
  /** The From address, e.g. "SampleTray <hello@example.com>"; default: SITE_NAME <CONTACT_EMAIL>. */
  MAIL_FROM: optionalString,
  /** Where leads go for a company with no lead address of its own; default: CONTACT_EMAIL. */
  LEADS_FALLBACK_EMAIL: optionalString.pipe(z.email().optional()),
  /**
   * How an unsent message is retried (docs/decisions/106): the first retry's delay, doubling up
   * to the longest delay, until the give-up time after its first try; then it is dead.
   */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(7200),
  MAIL_GIVE_UP_HOURS: z.coerce.number().positive().max(720).default(48),
  /** "off": this instance queues messages but leaves sending to others (e.g. `npm run worker`). */
  MAIL_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * On SIGTERM: how long the port stays open answering GET and HEAD with 503 (so a proxy or load
   * balancer moves to other instances) before it closes (docs/decisions/166).
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(600).default(1),
  /**
   * On SIGTERM, once the port is closed: how long requests in flight may take to finish before
   * their connections are cut (then the queue's workers stop and the database closes;
   * docs/decisions/124).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * At start-up, how long to keep trying a PostgreSQL server that does not answer (it may be
   * starting too) before exiting with one line that says what failed; 0: try once.
   */
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * "1" for local testing only: webhook endpoints may then be http and loopback addresses
   * (127.0.0.1, ::1, localhost); private ranges and cloud metadata stay refused (issue 27).
   */
  WEBHOOK_ALLOW_PRIVATE: optionalString.pipe(
    z.enum(["0", "1"], { error: 'must be "1" (allow) or "0"' }).optional(),
  ),
  /**
   * When the weekly digest and the alerts run (docs/decisions/169): a five-field cron in UTC,
   * default Mondays at 14:00. One run per tick across every instance.
   */
  DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^\S+( \S+){4}$/, "must be a cron of five fields, e.g. 0 14 * * 1")
    .default(DEFAULT_DIGEST_CRON),
  /** Digest and alert e-mails handed to the mail server per second (0: no pace). */
  DIGEST_RATE: z.coerce.number().min(0).max(10_000).default(DEFAULT_DIGEST_RATE),
  /** An address that takes unsubscribe requests by e-mail, added to List-Unsubscribe (optional). */
  UNSUBSCRIBE_MAILTO: optionalString.pipe(z.email().optional()),
  /** Days from a request's completion to the e-mail asking for a rating (0: at once). */
  RATING_REQUEST_DELAY_DAYS: z.coerce.number().min(0).max(90).default(7),
  /** The structured log's level (docs/metrics.md); default info, warn under test. */
  LOG_LEVEL: optionalString.pipe(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  ),
  /** The Bearer token /metrics asks for; unset, /metrics answers 404 (docs/decisions/125). */
  METRICS_TOKEN: optionalString.pipe(
    z
      .string()
      .min(16, "must be at least 16 characters long")
      .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
      .optional(),
  ),
  /**
   * Browser tests only (docs/decisions/133): "on" mounts POST /__test/clock, which moves the
   * billing clock. Refused unless the site is served on a loopback address.
   */
  TEST_CLOCK: z.enum(["on", "off"]).default("off"),
  /**
   * Stripe (docs/decisions/140): on when both the secret key and the webhook signing secret are
   * set; then the monthly prices are required, the annual ones optional (annual plans are
   * otherwise invoiced by hand). STRIPE_API_* point the SDK elsewhere: tests' stand-in only.
   */
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_…)")
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9]+$/, "must be a webhook signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_PRICE_BASIC_MONTH: stripePrice,
  STRIPE_PRICE_FEATURED_MONTH: stripePrice,
  STRIPE_PRICE_BASIC_YEAR: stripePrice,
  STRIPE_PRICE_FEATURED_YEAR: stripePrice,
  STRIPE_API_HOST: optionalString,
  STRIPE_API_PORT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  STRIPE_API_PROTOCOL: optionalString.pipe(z.enum(["https", "http"]).optional()),
  GA_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXX")
      .optional(),
  ),
});
