import { describe, expect, it } from "vitest";
import { buildSampleRequest } from "../helpers/factories";
import {
  findPersonalData,
  watchForPersonalData,
  watchTestPeople,
} from "../setup/personal-data-guard";

describe("the personal-data guard on test output", () => {
  it("finds e-mail addresses and registered names and phones, not configuration", () => {
    watchForPersonalData("Quinn Factory", "+1 555 010 9999");
    expect(findPersonalData("Failed to create user ann.lee+1@mail.example.com")).toHaveLength(1);
    expect(findPersonalData("request from Quinn Factory, +1 555 010 9999")).toHaveLength(2);
    expect(findPersonalData("contact hello@sampletray.example")).toEqual([]);
    expect(findPersonalData("[better-auth] ERROR: Failed to create user (Error)")).toEqual([]);
  });

  it("knows the factories' people once a test has printed something", async () => {
    await watchTestPeople();
    const { firstName, lastName, phone } = buildSampleRequest();
    expect(findPersonalData(`request from ${firstName} ${lastName}`)).toHaveLength(1);
    expect(findPersonalData(`call ${phone}`)).toHaveLength(1);
  });
});
