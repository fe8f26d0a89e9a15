import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

const pgError = (code: string, message = "pg error") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows pg's connection-level failures, with or without a code", () => {
    for (const error of [
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P02"),
      pgError("57P03"),
      pgError("08006"),
      pgError("08P01"),
      pgError("ECONNRESET"),
      pgError("EPIPE"),
      new Error("Connection terminated unexpectedly"),
      new Error("Client has encountered a connection error and is not queryable"),
      new Error("Client was closed and is not queryable"),
      new Error("timeout exceeded when trying to connect"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("looks through a wrapper's cause and an AggregateError's errors", () => {
    const dead = new Error("Client has encountered a connection error and is not queryable");
    expect(isDatabaseUnavailable(new Error("rollback failed", { cause: dead }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error("other"), dead]))).toBe(true);
  });

  it("leaves a request's own failures alone", () => {
    for (const error of [
      pgError("23505", "duplicate key"),
      pgError("22P02", "invalid input syntax"),
      pgError("40001", "could not serialize access"),
      new Error("Something else"),
      "not an error",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it("stops on a cause that points back at itself", () => {
    const loop: Error & { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
