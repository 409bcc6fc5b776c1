// @vitest-environment happy-dom
/**
 * /admin/requests says what it lists (issue 34 point 6): its counts match the rows ("Showing 50
 * of 55", not "Showing: 55" over 50 rows) and it is named for what it is, a list of requests.
 */
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/helpers/render-in-router";
import SampleRequestsPage from "./route";

type Props = Parameters<typeof SampleRequestsPage>[0];

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    firstName: "Pat",
    lastName: `Tester ${i}`,
    practiceName: "Test Practice",
    companyName: "Lumina Dental Materials",
    status: "pending",
    requestedAt: "2026-11-20T12:00:00.000Z",
  }));
}

function render(n: number, shown: number) {
  const props = {
    loaderData: {
      filters: { status: null, q: "" },
      isFirstPage: true,
      counts: { total: 60, shown, isShownCapped: false },
      rows: rows(n),
      nextCursor: n < shown ? "next" : null,
    },
    actionData: undefined,
  } as unknown as Props;
  return renderInRouter(<SampleRequestsPage {...props} />);
}

describe("/admin/requests", () => {
  it("says how many of the matching requests it lists", async () => {
    const page = await render(50, 55);
    expect(page.querySelector("[data-testid=shown-count]")?.textContent).toBe("Showing 50 of 55");
    expect(page.querySelector("[data-testid=total-count]")?.textContent).toBe("Total requests: 60");
  });

  it("is named for what it lists", async () => {
    const page = await render(3, 3);
    expect(page.querySelector("h1")?.textContent).toBe("Sample Requests");
    expect(page.querySelector("[data-testid=shown-count]")?.textContent).toBe("Showing 3 of 3");
  });
});
