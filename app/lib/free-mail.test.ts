import { describe, expect, it } from "vitest";
import { emailDomain, isFreeMailAddress } from "./free-mail";

describe("free-mail", () => {
  it("knows the common providers in any case", () => {
    expect(isFreeMailAddress("dana@gmail.com")).toBe(true);
    expect(isFreeMailAddress("Dana@Outlook.COM")).toBe(true);
    expect(isFreeMailAddress("dana@yahoo.co.uk")).toBe(true);
  });

  it("takes a practice's own domain, and subdomains of providers, as not free-mail", () => {
    expect(isFreeMailAddress("dana@reyesfamilydental.com")).toBe(false);
    expect(isFreeMailAddress("dana@mail.gmail.com.example")).toBe(false);
    expect(isFreeMailAddress("no-at-sign")).toBe(false);
  });

  it("reads the domain after the last @", () => {
    expect(emailDomain('"a@b"@Clinic.Example')).toBe("clinic.example");
  });
});
