import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Context } from "../context";
import {
  createCallerFactory,
  INTERNAL_ERROR_MESSAGE,
  publicErrorMessage,
  publicProcedure,
  router,
  toTrpcError,
} from "../trpc";
import { AppError, appErrorCodes, type AppErrorCode } from "./app-error";

/** The error model: each AppError code, the tRPC code it becomes, and the HTTP status /api answers. */
const expected: Record<AppErrorCode, [TRPCError["code"], number]> = {
  BAD_REQUEST: ["BAD_REQUEST", 400],
  UNAUTHORIZED: ["UNAUTHORIZED", 401],
  FORBIDDEN: ["FORBIDDEN", 403],
  NOT_FOUND: ["NOT_FOUND", 404],
  CONFLICT: ["CONFLICT", 409],
  TOO_MANY_REQUESTS: ["TOO_MANY_REQUESTS", 429],
  UNAVAILABLE: ["SERVICE_UNAVAILABLE", 503],
};

/** A procedure that throws what it is told to, as a service would. */
const failing = router({
  fail: publicProcedure.input(z.object({ code: z.enum(appErrorCodes) })).query(({ input }) => {
    throw new AppError(input.code, `failed with ${input.code}`);
  }),
  crash: publicProcedure.query(() => {
    throw new Error('relation "secret_table" does not exist');
  }),
  duplicate: publicProcedure.query(() => {
    throw Object.assign(new Error("duplicate key value"), { code: "23505" });
  }),
});
const caller = createCallerFactory(failing)({ credential: { kind: "session" } } as Context);

async function failureOf(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe("AppError -> tRPC code -> HTTP status", () => {
  it.each(appErrorCodes)("%s", async (code) => {
    const [trpcCode, status] = expected[code];
    const mapped = toTrpcError(new AppError(code, "A sentence for a person."));
    expect(mapped.code).toBe(trpcCode);
    expect(getHTTPStatusCodeFromError(mapped)).toBe(status);
    // 4xx and the 503 keep the service's sentence, on /trpc and /api alike.
    expect(publicErrorMessage(mapped)).toBe("A sentence for a person.");

    // The same mapping when a service throws it inside a procedure (the mapErrors middleware).
    const thrown = await failureOf(caller.fail({ code }));
    expect(thrown.code).toBe(trpcCode);
    expect(thrown.message).toBe(`failed with ${code}`);
    expect(getHTTPStatusCodeFromError(thrown)).toBe(status);
  });

  it("maps database failures a person can act on, and keeps anything else a 500 that reveals nothing", async () => {
    const cases: [unknown, TRPCError["code"], string][] = [
      [{ code: "23505" }, "CONFLICT", "That record already exists."],
      [{ code: "23503" }, "BAD_REQUEST", "A referenced record does not exist."],
      [{ code: "22P02" }, "BAD_REQUEST", "Some of the values are not allowed."],
      [
        { code: "ECONNREFUSED" },
        "SERVICE_UNAVAILABLE",
        "The service is temporarily unavailable. Please try again in a moment.",
      ],
      [new Error("boom"), "INTERNAL_SERVER_ERROR", INTERNAL_ERROR_MESSAGE],
    ];
    for (const [failure, code, message] of cases) {
      const mapped = toTrpcError(failure);
      expect(mapped.code).toBe(code);
      expect(publicErrorMessage(mapped)).toBe(message);
    }

    expect((await failureOf(caller.duplicate())).code).toBe("CONFLICT");
    const crash = await failureOf(caller.crash());
    expect(crash.code).toBe("INTERNAL_SERVER_ERROR");
    expect(getHTTPStatusCodeFromError(crash)).toBe(500);
    expect(publicErrorMessage(crash)).toBe(INTERNAL_ERROR_MESSAGE);
  });

  it("words validation issues as one sentence", async () => {
    const invalid = await failureOf(caller.fail({ code: "NOPE" as AppErrorCode }));
    expect(invalid.code).toBe("BAD_REQUEST");
    expect(publicErrorMessage(invalid)).toBe(invalid.message);
    expect(invalid.message).toMatch(/^code: /);
  });
});
