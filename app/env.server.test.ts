import { describe, expect, it } from "vitest";
import { ConfigError, configWarnings, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("turns Stripe on only with both secrets and the monthly prices (decision 140)", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_PRICE_BASIC_MONTH: "price_basic",
      STRIPE_PRICE_FEATURED_MONTH: "price_featured",
      STRIPE_API_PORT: "12111",
    };
    expect(parseEnv(stripe)).toMatchObject({ STRIPE_API_PORT: 12111 });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with the other Stripe secret/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_PRICE_FEATURED_MONTH: "" })).toThrow(
      /STRIPE_PRICE_FEATURED_MONTH: is required when Stripe is on/,
    );
    expect(() => parseEnv({ ...stripe, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(parseEnv({ STRIPE_API_PORT: "" }).STRIPE_API_PORT).toBeUndefined();
  });

  it("fills in the defaults for the embedded mode", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      SITE_URL: "http://localhost:3000",
      SITE_NAME: "SampleTray",
      CONTACT_EMAIL: "hello@sampletray.example",
      DATA_DIR: "./data",
      SHUTDOWN_DELAY_SECONDS: 1,
      SHUTDOWN_GRACE_SECONDS: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty variables as unset and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ DATABASE_URL: "", SITE_URL: "https://tray.example/", PORT: "8080" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("https://tray.example");
    expect(env.PORT).toBe(8080);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ SITE_URL: "ftp://x.example" }, "SITE_URL"],
    [{ CONTACT_EMAIL: "nobody" }, "CONTACT_EMAIL"],
    [{ DATABASE_URL: "mysql://db/x", AUTH_SECRET: "x".repeat(32) }, "DATABASE_URL"],
    [{ DATABASE_URL: "postgres://db/x" }, "AUTH_SECRET"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GA_MEASUREMENT_ID: "UA-123" }, "GA_MEASUREMENT_ID"],
    [{ SHUTDOWN_GRACE_SECONDS: "soon" }, "SHUTDOWN_GRACE_SECONDS"],
    [{ SHUTDOWN_GRACE_SECONDS: "-1" }, "SHUTDOWN_GRACE_SECONDS"],
    [{ SHUTDOWN_DELAY_SECONDS: "-1" }, "SHUTDOWN_DELAY_SECONDS"],
    [{ WEBHOOK_ALLOW_PRIVATE: "yes" }, "WEBHOOK_ALLOW_PRIVATE"],
  ])("names the bad variable in %j", (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`^\\s*${name}:`, "m"));
  });

  it("warns when SITE_URL is https (a TLS proxy in front) and TRUST_PROXY is unset", () => {
    const behindProxy = parseEnv({ SITE_URL: "https://tray.example" });
    expect(configWarnings(behindProxy)).toEqual([expect.stringContaining("TRUST_PROXY")]);
    expect(configWarnings({ ...behindProxy, TRUST_PROXY: "1" })).toEqual([]);
    expect(configWarnings(parseEnv({}))).toEqual([]);
  });
});
