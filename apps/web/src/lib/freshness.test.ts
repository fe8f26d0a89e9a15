// The router is imported here, in a test, only: the app itself knows it as a type.
import { listProcedures } from "@leadcoach/api";
import { describe, expect, it } from "vitest";
import { dataKinds, isKnownMutation, mutationEffects, mutationPathOf, staleTimeByKind } from "./freshness";
import { createQueryClient } from "./query-client";

function proceduresOfType(type: "query" | "mutation"): string[] {
  return listProcedures()
    .filter((procedure) => procedure.type === type)
    .map(({ path }) => path)
    .sort();
}

describe("the freshness policy", () => {
  it("says what every mutation of the router reloads", () => {
    const mutations = proceduresOfType("mutation");
    expect(mutations.length).toBeGreaterThan(0);
    expect(mutations.filter((path) => !isKnownMutation(path))).toEqual([]);
    expect(Object.keys(mutationEffects).sort()).toEqual(mutations);
  });

  it("names only queries or routers that exist", () => {
    const queries = proceduresOfType("query");
    const scopes = [...Object.values(mutationEffects).flat(), ...Object.keys(dataKinds)];
    for (const scope of scopes) {
      expect(
        queries.some((path) => path === scope || path.startsWith(`${scope}.`)),
        scope,
      ).toBe(true);
    }
  });

  it("reads a mutation's path from its key", () => {
    expect(mutationPathOf([["goals", "update"]])).toBe("goals.update");
    expect(mutationPathOf(undefined)).toBeNull();
  });

  it("gives every query a finite stale time by its kind", () => {
    const queryClient = createQueryClient();
    const staleTime = (path: string) =>
      queryClient.defaultQueryOptions({ queryKey: [path.split("."), { type: "query" }] }).staleTime;
    expect(staleTime("auth.session")).toBe(staleTimeByKind.session);
    expect(staleTime("skills.categories")).toBe(staleTimeByKind.content);
    expect(staleTime("notifications.list")).toBe(staleTimeByKind.live);
    expect(staleTime("goals.list")).toBe(staleTimeByKind.personal);
    for (const path of proceduresOfType("query")) expect(Number.isFinite(staleTime(path)), path).toBe(true);
  });

  it("keeps analytics 15 minutes, fresh for 10, never reloaded on mount or reconnect", () => {
    const options = createQueryClient().defaultQueryOptions({
      queryKey: [["analytics", "engagement"], { input: {}, type: "query" }],
    });
    expect(options.staleTime).toBe(10 * 60_000);
    expect(options.gcTime).toBe(15 * 60_000);
    expect(options.refetchOnMount).toBe(false);
    expect(options.refetchOnReconnect).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.refetchInterval).toBe(false);
  });

  it("reloads what a mutation changed once it ends, success or failure", async () => {
    const queryClient = createQueryClient();
    const goals = [["goals", "list"], { input: { userId: 1 }, type: "query" }];
    const summary = [["dashboard", "summary"], { type: "query" }];
    const lessons = [["lessons", "list"], { type: "query" }];
    for (const queryKey of [goals, summary, lessons]) queryClient.setQueryData(queryKey, []);

    const run = (fail: boolean) =>
      queryClient
        .getMutationCache()
        .build(queryClient, {
          mutationKey: [["goals", "update"]],
          mutationFn: () => (fail ? Promise.reject(new Error("refused")) : Promise.resolve({})),
        })
        .execute(undefined)
        .catch(() => undefined);

    await run(false);
    expect(queryClient.getQueryState(goals)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(summary)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lessons)?.isInvalidated).toBe(false);

    queryClient.setQueryData(goals, []);
    await run(true);
    expect(queryClient.getQueryState(goals)?.isInvalidated).toBe(true);
  });

  it("leaves mutations outside tRPC alone", async () => {
    const queryClient = createQueryClient();
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.resolve(1) })
        .execute(undefined),
    ).resolves.toBe(1);
  });
});
