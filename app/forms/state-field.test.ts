/**
 * The sample request's State (issue 23 point 6, docs/decisions/122): a code from the list, shown
 * by its name; anything else is refused next to the field, and the rest of the form is kept.
 */
import { describe, expect, it } from "vitest";
import { parseField } from "~/lib/fields/field";
import { stateCodeOf, US_STATE_CODES, US_STATE_NAMES } from "~/lib/us-states";
import { buildSampleRequestForm } from "../../tests/helpers/factories";
import { usStateField } from "./fields";
import { echoValues, validate } from "./kit";
import { sampleRequestSchema } from "./sample-request";

const state = usStateField("State");

const VALID_REQUEST = buildSampleRequestForm({ companyId: "lumina-dental" });

describe("the State field", () => {
  it("keeps a listed code: the 50 states, DC, the five territories and the armed forces", () => {
    expect(US_STATE_CODES).toHaveLength(59);
    expect(new Set(US_STATE_CODES).size).toBe(59);
    for (const code of ["CA", "DC", "PR", "GU", "VI", "AS", "MP", "AA", "AE", "AP"]) {
      expect(parseField(state, code)).toEqual({ ok: true, value: code });
    }
  });

  it("refuses an unknown code, a name and a lower-case code with the product's words", () => {
    for (const value of ["ZZ", "California", "ca", "C A"]) {
      expect(parseField(state, value)).toMatchObject({
        ok: false,
        message: "Please choose a valid state",
      });
    }
    expect(parseField(state, "")).toMatchObject({ ok: false, message: "State is required" });
  });

  it("shows each code by its name", () => {
    expect(state.options).toEqual(US_STATE_CODES);
    expect(state.optionLabels?.CA).toBe("California");
    expect(state.optionLabels?.VI).toBe("U.S. Virgin Islands");
    expect(US_STATE_CODES.every((code) => US_STATE_NAMES[code])).toBe(true);
  });

  it("refuses an unknown code in a request, keeping every other answer", () => {
    const input = { ...VALID_REQUEST, state: "ZZ" };
    expect(validate(sampleRequestSchema, input)).toEqual({
      ok: false,
      errors: { state: "Please choose a valid state" },
    });
    expect(echoValues(sampleRequestSchema, input)).toMatchObject({
      firstName: VALID_REQUEST.firstName,
      city: VALID_REQUEST.city,
      zipCode: VALID_REQUEST.zipCode,
      state: "ZZ",
    });
    expect(validate(sampleRequestSchema, VALID_REQUEST)).toMatchObject({
      ok: true,
      data: { state: "IL" },
    });
  });
});

describe("a state written as text (requests stored before the select)", () => {
  it("is found by its code or its name in any case and spacing", () => {
    for (const value of ["CA", "ca", " California ", "CALIFORNIA", "california."]) {
      expect(stateCodeOf(value), value).toBe("CA");
    }
    expect(stateCodeOf("New  York")).toBe("NY");
    expect(stateCodeOf("district of columbia")).toBe("DC");
    expect(stateCodeOf("N.C.")).toBeNull();
    expect(stateCodeOf("Calif")).toBeNull();
    expect(stateCodeOf("")).toBeNull();
  });
});
