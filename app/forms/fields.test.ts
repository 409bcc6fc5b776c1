import { describe, expect, it } from "vitest";

import {
  checkboxField,
  emailField,
  idListField,
  optionalLongText,
  optionalText,
  optionalUrlField,
  optionField,
  requiredText,
  withScheme,
} from "./fields";
import { defineForm, echoValues, metaOf, readFormData, validate } from "./kit";

const schema = defineForm({
  firstName: requiredText("First name", 5),
  email: emailField(),
  notes: optionalText("Notes", 10),
  story: optionalLongText("Story", 20),
  website: optionalUrlField(),
  plan: optionField("Plan", ["basic", "featured"]),
  agreed: checkboxField("Agreed"),
  productId: idListField("Product"),
});

function formData(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("the shared field schemas", () => {
  it("give trimmed data, nulls for empty optional fields and booleans for checkboxes", () => {
    const result = validate(schema, {
      firstName: " Ann ",
      email: "  Ann@Example.COM ",
      notes: "",
      story: "",
      website: "",
      plan: "basic",
      agreed: "on",
      productId: [],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        firstName: "Ann",
        email: "ann@example.com",
        notes: null,
        story: null,
        website: null,
        plan: "basic",
        agreed: true,
        productId: [],
      },
    });
  });

  it("give the product's messages, one per field", () => {
    const result = validate(schema, {
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

  it("cap lengths and treat a missing field as empty", () => {
    const result = validate(schema, { firstName: "Annabelle", notes: "x".repeat(11) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.firstName).toBe("First name must be at most 5 characters");
    expect(result.errors.notes).toBe("Notes must be at most 10 characters");
    expect(result.errors.email).toBe("Email is required");
    expect(result.errors.plan).toBe("Plan is required");
  });

  it("refuse control characters; a multi-line field allows line breaks and tabs", () => {
    const result = validate(schema, {
      firstName: "A\u0000n",
      email: "a@example.com",
      notes: "x\ny",
      story: "line one\r\n\tline two",
      plan: "basic",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      firstName: "First name contains characters that are not allowed",
      notes: "Notes contains characters that are not allowed",
    });
    expect(validate(schema, { productId: ["a\u0000"] })).toMatchObject({
      ok: false,
      errors: { productId: expect.stringContaining("not allowed") },
    });
  });

  it("accept a bare domain as a website and store it with https://", () => {
    expect(withScheme("example.com")).toBe("https://example.com");
    expect(withScheme("http://example.com")).toBe("http://example.com");
    expect(withScheme("example.com:8080/x")).toBe("https://example.com:8080/x");
    const website = (value: string) =>
      validate(defineForm({ website: optionalUrlField() }), { website: value });
    expect(website("example.com")).toEqual({ ok: true, data: { website: "https://example.com" } });
    expect(website("https://a.example/path")).toMatchObject({ ok: true });
    for (const bad of ["nope", "www example com", "ftp//x", "mailto:a@b.c", "ftp://a.example"]) {
      expect(website(bad)).toMatchObject({ ok: false });
    }
  });

  it("carry their constraints for the form controls", () => {
    expect(metaOf(schema, "firstName")).toMatchObject({ required: true, maxLength: 5 });
    expect(metaOf(schema, "email")).toMatchObject({ required: true, type: "email" });
    expect(metaOf(schema, "website")).toMatchObject({ required: false, type: "url" });
    expect(metaOf(schema, "plan")?.options).toEqual(["basic", "featured"]);
    expect(metaOf(schema, "story")).toMatchObject({ isMultiline: true });
  });
});

describe("reading a submitted body", () => {
  it("collects repeated names only for list fields and ignores unknown names", () => {
    const data = formData([
      ["productId", "a"],
      ["productId", "b"],
      ["firstName", "x"],
      ["firstName", "y"],
      ["role", "admin"],
    ]);
    const input = readFormData(data, schema);
    expect(input.productId).toEqual(["a", "b"]);
    expect(input.firstName).toBe("x");
    expect(input).not.toHaveProperty("role");
  });

  it("echoes only visible fields, each cut to its maxLength", () => {
    const input = readFormData(
      formData([
        ["firstName", "x".repeat(1000)],
        ["plan", "y".repeat(1000)],
        ["agreed", "on"],
        ["productId", "secret"],
      ]),
      schema,
    );
    expect(echoValues(schema, input)).toEqual({
      firstName: "xxxxx",
      plan: "y".repeat("featured".length),
      agreed: "on",
    });
  });
});
