// @vitest-environment happy-dom
/**
 * What an operator sees in the audit log's filters: a date the server could not read stays in its
 * box, which is marked invalid, with the message under it as an alert; the other box is untouched.
 */
import { describe, expect, it } from "vitest";
import { INVALID_DATE } from "~/models/operations/audit-log-query.server";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import { AuditFilterForm } from "./audit-filters";

const filters = { action: "", entityType: "", actor: "", company: "", from: "2026-13-40", to: "" };

describe("the audit log's date filters", () => {
  it("show a bad date's message next to its box", async () => {
    const page = await renderInRouter(
      <AuditFilterForm
        filters={filters}
        errors={{ from: INVALID_DATE }}
        choices={{ actions: [], entityTypes: [] }}
      />,
    );
    const from = page.querySelector<HTMLInputElement>("input[name=from]");
    expect(from?.type).toBe("date");
    expect(from?.getAttribute("aria-invalid")).toBe("true");
    const messageId = from?.getAttribute("aria-describedby");
    const message = page.querySelector(`#${messageId}`);
    expect(message?.getAttribute("role")).toBe("alert");
    expect(message?.textContent).toBe(INVALID_DATE);
    expect(page.querySelector(`label[for="${from?.id}"]`)?.textContent).toBe("From (UTC)");

    const to = page.querySelector<HTMLInputElement>("input[name=to]");
    expect(to?.getAttribute("aria-invalid")).toBeNull();
    expect(to?.getAttribute("aria-describedby")).toBeNull();
    expect(page.querySelector(`label[for="${to?.id}"]`)?.textContent).toBe("To (UTC, included)");
  });
});
