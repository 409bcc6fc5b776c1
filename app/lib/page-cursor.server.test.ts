import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "./control-characters";
import { defineKeyset, type IdShape } from "./page-cursor.server";

const keysetOf = (idShape: IdShape, max = 0) =>
  defineKeyset({
    at: sql`at`,
    id: sql`id`,
    idShape,
    rank: max > 0 ? { value: sql<number>`rank`, order: "asc", max } : undefined,
  });

const exactAt = fc
  .date({
    min: new Date("0001-01-01T00:00:00Z"),
    max: new Date("9999-12-31T23:59:59Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().replace("Z", "000Z"));

const ids: Record<IdShape, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  text: fc
    .string({ minLength: 1, maxLength: 200, unit: "grapheme" })
    .filter((s) => !hasControlCharacter(s)),
  bigint: fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }).map(String),
};

describe("page cursors", () => {
  for (const idShape of ["uuid", "text", "bigint"] as const) {
    it(`reads back every cursor it writes (${idShape} ids)`, () => {
      const keyset = keysetOf(idShape, 3);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 3 }), exactAt, ids[idShape], (rank, at, id) => {
          const cursor = { rank, at, id };
          expect(keyset.decode(keyset.encode(cursor))).toEqual({ ok: true, cursor });
        }),
      );
    });
  }

  it("never throws, and refuses what it did not write", () => {
    const keysets = [keysetOf("uuid"), keysetOf("text"), keysetOf("bigint"), keysetOf("uuid", 3)];
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 500 }), (value) => {
        for (const keyset of keysets) {
          const decoded = keyset.decode(value);
          if (value === "") expect(decoded).toEqual({ ok: true, cursor: null });
          else if (decoded.ok) expect(keyset.encode(decoded.cursor as never)).toBe(value);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("refuses near-valid parts: zones PostgreSQL refuses, uuid-shaped non-UUIDs, ranks out of range", () => {
    const encode = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString("base64url");
    const uuid = keysetOf("uuid", 3);
    const text = keysetOf("text");
    const bigint = keysetOf("bigint");
    const id = "00000000-0000-4000-8000-000000000000";
    const at = "2024-01-01T00:00:00.000000Z";
    for (const bad of [
      [0, "2024-01-01T00:00:00.000000+99", id],
      [0, "2024-01-01T00:00:00+23:59", id],
      [0, "2024-01-01T00:00:00-16", id],
      [0, "2024-02-30T00:00:00.000000Z", id],
      [0, at, "-".repeat(36)],
      [4, at, id],
      [-1, at, id],
      [0.5, at, id],
      ["0", at, id],
      [0, at],
      [0, at, id, 1],
    ]) {
      expect(uuid.decode(encode(bad)), JSON.stringify(bad)).toEqual({ ok: false });
    }
    for (const bad of ["a\u0000b", "\ud800", "", "x".repeat(201)]) {
      expect(text.decode(encode([0, at, bad])), JSON.stringify(bad)).toEqual({ ok: false });
    }
    expect(text.decode(encode([0, at, "-".repeat(36)]))).toMatchObject({ ok: true });
    for (const bad of ["0", "-1", "1e3", "1".repeat(19), id]) {
      expect(bigint.decode(encode([0, at, bad])), bad).toEqual({ ok: false });
    }
    expect(text.decode(encode([1, at, "user-1"]))).toEqual({ ok: false });
  });
});
