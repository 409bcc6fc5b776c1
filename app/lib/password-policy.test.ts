import { describe, expect, it } from "vitest";
import { signupSchema } from "~/forms/auth";
import { validate as parseForm } from "~/forms/kit";
import listText from "./data/common-passwords.txt?raw";
import { checkPassword, parsePasswordList } from "./password-policy";

const common = parsePasswordList(listText);

describe("password policy", () => {
  it("ships a list of a few thousand common passwords", () => {
    expect(common.size).toBeGreaterThanOrEqual(4_000);
    expect(common.has("password")).toBe(true);
    expect(common.has("123456")).toBe(true);
  });
  it("refuses short, long and common passwords", () => {
    expect(checkPassword("12345", common)).toBe("Password must be at least 6 characters");
    expect(checkPassword("x".repeat(129), common)).toBe("Password must be at most 128 characters");
    expect(checkPassword("Password", common)).toBe("Password is too weak");
    expect(checkPassword("qwerty123", common)).toBe("Password is too weak");
  });
  it("accepts a 6 to 128 character uncommon password", () => {
    expect(checkPassword("Zebra-Lamp-42", common)).toBeNull();
    expect(checkPassword("y".repeat(128), common)).toBeNull();
  });
});

describe("signup form rules", () => {
  const parse = (v: Record<string, string>) => parseForm(signupSchema, v);
  it("asks for all fields", () => {
    expect(parse({ email: "a@example.com", password: "" })).toEqual({
      ok: false,
      errors: { form: "Please fill in all fields" },
    });
  });
  it("reports mismatch, short password and bad e-mail", () => {
    const r = parse({ email: "nope", password: "abc", confirmPassword: "abd" });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      email: "Invalid email address",
      confirmPassword: "Passwords do not match",
      password: "Password must be at least 6 characters",
    });
  });
});
