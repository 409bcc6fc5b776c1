import { describe, expect, it } from "vitest";
import type { loader } from "~/root";
import type { SiteConfig } from "./site-config";

/** What the root loader answers, as a page reads it. */
type RootData = Awaited<ReturnType<typeof loader>>["data"];

// `npm run typecheck` fails here when the root loader stops answering what pages read.
const answers = (data: RootData): SiteConfig => data;

describe("site config", () => {
  it("is what the root loader answers (checked by the typecheck)", () => {
    expect(answers).toBeTypeOf("function");
  });
});
