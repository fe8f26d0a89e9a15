/**
 * The client's types follow the server's router: a procedure renamed, an input field changed or an
 * output reshaped on the server fails `tsc --noEmit` here (the assertions are no-ops at run time).
 */
import type { TRPCClientError } from "@trpc/client";
import { describe, expectTypeOf, it } from "vitest";
import type { LeadCoachClientError } from "./index";
import {
  createClient,
  type AppRouter,
  type LeadCoachClient,
  type LeadCoachErrorCode,
  type RouterInputs,
  type RouterOutputs,
} from "./index";

describe("client types", () => {
  it("every procedure is typed from the router, inputs and outputs alike", () => {
    expectTypeOf(createClient).returns.toEqualTypeOf<LeadCoachClient>();
    expectTypeOf<LeadCoachClient["goals"]["list"]["query"]>().parameters.toEqualTypeOf<
      [input: { userId: number }, opts?: Parameters<LeadCoachClient["goals"]["list"]["query"]>[1]]
    >();
    expectTypeOf<LeadCoachClient["goals"]["list"]["query"]>().returns.resolves.toEqualTypeOf<
      RouterOutputs["goals"]["list"]
    >();
    expectTypeOf<RouterOutputs["goals"]["list"][number]>().toHaveProperty("milestones");
    expectTypeOf<RouterOutputs["goals"]["list"][number]["milestones"][number]>().toMatchTypeOf<{
      description: string;
      completed: boolean;
      completedAt: string | null;
    }>();
    expectTypeOf<RouterInputs["calendar"]["create"]>().toMatchTypeOf<{
      type: "skill_practice" | "lesson" | "meeting" | "other";
      title: string;
      startTime: string;
      endTime: string;
    }>();
    expectTypeOf<RouterOutputs["auth"]["me"]["id"]>().toEqualTypeOf<number>();
    // Reads are queries and changes mutations; the other way round does not compile.
    expectTypeOf<LeadCoachClient["calendar"]["create"]>().toHaveProperty("mutate");
    expectTypeOf<LeadCoachClient["calendar"]["create"]>().not.toHaveProperty("query");
    expectTypeOf<LeadCoachClient["goals"]["list"]>().not.toHaveProperty("mutate");
    expectTypeOf<LeadCoachClient>().not.toHaveProperty("noSuchRouter");
  });

  it("errors carry the HTTP status, the code and the failing procedure", () => {
    expectTypeOf<LeadCoachClientError>().toMatchTypeOf<TRPCClientError<AppRouter>>();
    expectTypeOf<LeadCoachClientError["status"]>().toEqualTypeOf<number | null>();
    expectTypeOf<LeadCoachClientError["message"]>().toEqualTypeOf<string>();
    expectTypeOf<LeadCoachClientError["path"]>().toEqualTypeOf<string>();
    expectTypeOf<LeadCoachClientError["code"]>().toEqualTypeOf<LeadCoachErrorCode | null>();
    expectTypeOf<"NOT_FOUND">().toMatchTypeOf<LeadCoachErrorCode>();
  });
});
