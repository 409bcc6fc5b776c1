// @vitest-environment happy-dom
/**
 * The kit's radio and checkbox group, as the invite, API-key and webhook forms render it: the
 * checked values, one name for the group, the error linked to the fieldset.
 */
import { describe, expect, it } from "vitest";
import { AddEndpointForm } from "~/routes/supplier/$companyId.integrations.webhooks/add-endpoint-form";
import { InviteForm } from "~/routes/supplier/$companyId.team/invite-form";
import { renderRoutes } from "../../../tests/helpers/render-in-router";

const failure = {
  ok: false as const,
  errors: { events: "Choose at least one event." },
  values: {},
};

function Invite() {
  return <InviteForm failure={undefined} />;
}

function AddEndpoint() {
  return <AddEndpointForm failure={failure} chosenEvents={["lead.created"]} allowsHttp={false} />;
}

const inputs = (container: HTMLElement, name: string) => [
  ...container.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`),
];

describe("ChoiceGroup", () => {
  it("renders a radio group with its default checked and its labels", async () => {
    const container = await renderRoutes([{ path: "/", Component: Invite }]);
    const roles = inputs(container, "role");
    expect(roles.map((r) => [r.type, r.value, r.checked])).toEqual([
      ["radio", "member", true],
      ["radio", "owner", false],
    ]);
    expect(roles[1]?.closest("label")?.textContent).toBe("Owner (also manages the team)");
    expect(container.querySelector("legend")?.textContent).toBe("Role");
  });

  it("renders checkboxes with the chosen values and the group's error linked to the fieldset", async () => {
    const container = await renderRoutes([{ path: "/", Component: AddEndpoint }]);
    const events = inputs(container, "events");
    expect(events.length).toBeGreaterThan(1);
    expect(events.filter((e) => e.checked).map((e) => e.value)).toEqual(["lead.created"]);
    const fieldset = events[0]?.closest("fieldset");
    const errorId = fieldset?.getAttribute("aria-describedby") ?? "";
    expect(container.querySelector(`[id="${errorId}"]`)?.textContent).toBe(
      "Choose at least one event.",
    );
    expect(events.every((e) => e.getAttribute("aria-invalid") === "true")).toBe(true);
  });
});
