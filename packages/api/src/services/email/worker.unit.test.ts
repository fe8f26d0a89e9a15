import { describe, expect, it } from "vitest";
import { describeSendError, outboxMessageId, retryDelayMs } from "./worker";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds up to an hour, spread by at most 10%", () => {
    const exact = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n, exact))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, () => 0)).toBe(27_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(33_000);
    expect(retryDelayMs(20, () => 0.999_999)).toBe(3_600_000);
  });
});

describe("outboxMessageId", () => {
  it("is the same for every attempt of a row, in the sender's domain", () => {
    const row = { id: 42, createdAt: new Date("2026-11-22T09:00:00Z") };
    const id = outboxMessageId(row, "LeadCoach <no-reply@mail.leadcoach.test>");
    expect(id).toBe(outboxMessageId({ ...row }, "LeadCoach <no-reply@mail.leadcoach.test>"));
    expect(id).toMatch(/^<outbox-42\.[0-9a-z]+@mail\.leadcoach\.test>$/);
    expect(outboxMessageId({ ...row, createdAt: new Date("2026-11-23T09:00:00Z") }, "x@y.test")).not.toBe(
      outboxMessageId(row, "x@y.test"),
    );
    expect(outboxMessageId(row, "no address")).toMatch(/@leadcoach\.local>$/);
  });
});

describe("describeSendError", () => {
  it("keeps the code and the message, short, without addresses that could hold secrets", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
    expect(describeSendError(error)).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:25");
    expect(
      describeSendError(new Error("bad smtps://user:hunter2@mail.test and https://x.test/?token=abc")),
    ).toBe("bad [url] and [url]");
    expect(describeSendError("x".repeat(1_000))).toHaveLength(300);
    expect(describeSendError(new Error("line\n  two"))).toBe("line two");
  });
});
