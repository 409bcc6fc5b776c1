import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkboxField,
  emailField,
  formValues,
  optionalText,
  optionalUrlField,
  optionField,
  parseForm,
  requiredText,
} from "./form";

const schema = z.object({
  firstName: requiredText("First name", 5),
  email: emailField(),
  notes: optionalText("Notes", 10),
  website: optionalUrlField(),
  plan: optionField("Plan", ["basic", "featured"]),
  agreed: checkboxField,
});

describe("parseForm with the shared field schemas", () => {
  it("returns trimmed data, nulls for empty optional fields and booleans for checkboxes", () => {
    const result = parseForm(schema, {
      firstName: " Ann ",
      email: "ann@example.com",
      notes: "",
      website: "",
      plan: "basic",
      agreed: "on",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        firstName: "Ann",
        email: "ann@example.com",
        notes: null,
        website: null,
        plan: "basic",
        agreed: true,
      },
    });
  });

  it("gives the product's messages, one per field", () => {
    const result = parseForm(schema, {
      firstName: "  ",
      email: "not-an-email",
      website: "javascript:alert(1)",
      plan: "gold",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required",
        email: "Please enter a valid email address",
        website: "Please enter a valid URL (starting with http:// or https://)",
        plan: "Please choose a valid plan",
      },
    });
  });

  it("caps lengths and treats a missing field as empty", () => {
    const result = parseForm(schema, { firstName: "Annabelle", notes: "x".repeat(11) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.firstName).toBe("First name must be at most 5 characters");
    expect(result.errors.notes).toBe("Notes must be at most 10 characters");
    expect(result.errors.email).toBe("Email is required");
    expect(result.errors.plan).toBe("Plan is required");
  });

  it("collects repeated form names into arrays", () => {
    const data = new FormData();
    data.append("productId", "a");
    data.append("productId", "b");
    data.append("name", "x");
    expect(formValues(data)).toEqual({ productId: ["a", "b"], name: "x" });
  });
});
