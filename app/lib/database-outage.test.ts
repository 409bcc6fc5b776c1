import { describe, expect, it } from "vitest";
import { isDatabaseOutage } from "./database-outage";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle hands a driver's error on: its own, with the driver's as the cause. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseOutage", () => {
  it("is true for a connection refused, dropped or timed out, wrapped or not", () => {
    const outages = [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("read ECONNRESET", "ECONNRESET"),
      withCode("getaddrinfo EAI_AGAIN db.internal", "EAI_AGAIN"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Connection terminated unexpectedly"),
      new Error("Connection terminated due to connection timeout"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("PGlite is closed"),
      // PostgreSQL: shutting down, cannot connect now, too many clients, statement_timeout.
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("sorry, too many clients already", "53300"),
      withCode("canceling statement due to statement timeout", "57014"),
      withCode("connection failure", "08006"),
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ];
    for (const error of outages) {
      expect(isDatabaseOutage(error), String(error)).toBe(true);
      expect(isDatabaseOutage(wrapped(error)), `wrapped ${error}`).toBe(true);
      expect(isDatabaseOutage(new Error("session", { cause: wrapped(error) }))).toBe(true);
    }
  });

  it("is false for a query's own failure and for anything that is no error", () => {
    const failures = [
      withCode('duplicate key value violates unique constraint "users_email"', "23505"),
      withCode('relation "products_away" does not exist', "42P01"),
      withCode("invalid input syntax for type uuid", "22P02"),
      new TypeError("Cannot read properties of undefined"),
      "ECONNREFUSED",
      null,
      undefined,
    ];
    for (const error of failures) {
      expect(isDatabaseOutage(error), String(error)).toBe(false);
      expect(isDatabaseOutage(wrapped(error)), `wrapped ${error}`).toBe(false);
    }
  });
});
