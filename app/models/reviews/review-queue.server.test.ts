import { describe, expect, it } from "vitest";
import { encodeReviewCursor, parseReviewCursor } from "./review-queue.server";

const id = "0b8f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e";
const submittedAt = "2026-11-23T10:15:30.123456Z";

describe("review queue cursor", () => {
  it("reads back what it wrote", () => {
    const cursor = { group: 2, submittedAt, id };
    expect(parseReviewCursor(encodeReviewCursor(cursor), 4)).toEqual(cursor);
  });

  it("refuses a group outside the queue, a bad date or an id that is not a UUID", () => {
    expect(parseReviewCursor(`4_${submittedAt}_${id}`, 4)).toBeNull();
    expect(parseReviewCursor(`-1_${submittedAt}_${id}`, 4)).toBeNull();
    expect(parseReviewCursor(`1_yesterday_${id}`, 4)).toBeNull();
    expect(parseReviewCursor(`1_${submittedAt}_1; drop table`, 4)).toBeNull();
    expect(parseReviewCursor(null, 4)).toBeNull();
  });
});
