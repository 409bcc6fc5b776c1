/**
 * The browser's check (`checkForm`) gives, for any value, the message the server's parse gives
 * (docs/decisions/111): every kit field, on generated values mixing the characters that matter
 * (spaces, control characters, @ and dots, digits, letters, URL and phone symbols).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailField,
  hiddenId,
  idListField,
  optionalLongText,
  optionalPhoneField,
  optionalText,
  optionalUrlField,
  optionField,
  phoneField,
  requiredCheckbox,
  requiredText,
  zipCodeField,
} from "./fields";
import { checkForm, defineForm, validate } from "./kit";

const form = defineForm({
  firstName: requiredText("First name", 6),
  notes: optionalText("Notes", 8),
  story: optionalLongText("Story", 8),
  email: emailField("Email"),
  phone: phoneField("Phone"),
  otherPhone: optionalPhoneField("Other phone"),
  website: optionalUrlField("Website"),
  zipCode: zipCodeField("ZIP code"),
  plan: optionField("Plan", ["basic", "featured"]),
  terms: requiredCheckbox("Terms", "You must agree"),
  companyId: hiddenId("Company", "Choose a company", 6),
  productId: idListField("Product"),
});

const units = [..." \t\n\u0001\u007f@.-_+()/:abcAZ09", "é", "basic", "https://", "on"];
const value = fc.array(fc.constantFrom(...units), { maxLength: 12 }).map((parts) => parts.join(""));
const maybe = fc.option(value, { nil: undefined });

describe("the browser's checks", () => {
  it("give each field the message the server's parse gives first", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: maybe,
          notes: maybe,
          story: maybe,
          email: maybe,
          phone: maybe,
          otherPhone: maybe,
          website: maybe,
          zipCode: maybe,
          plan: maybe,
          terms: maybe,
          companyId: maybe,
          productId: fc.array(value, { maxLength: 3 }),
        }),
        (input) => {
          const server = validate(form, input);
          const serverErrors = server.ok ? {} : server.errors;
          expect(checkForm(form, input)).toEqual(serverErrors);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuse what the server refuses, with its messages", () => {
    expect(checkForm(form, { email: "ann@", zipCode: "123", plan: "gold" })).toMatchObject({
      firstName: "First name is required",
      email: "Please enter a valid email address",
      phone: "Phone is required",
      zipCode: "Please enter a valid ZIP code",
      plan: "Please choose a valid plan",
      terms: "You must agree",
      companyId: "Choose a company",
    });
  });
});
