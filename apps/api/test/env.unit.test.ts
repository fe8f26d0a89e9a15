import { describe, expect, it } from "vitest";
import { loadEnv, shouldSeedDemo } from "../src/env";

describe("loadEnv", () => {
  it("refuses a tRPC batch limit below what the web app sends in one request", () => {
    expect(() => loadEnv({ TRPC_MAX_BATCH_SIZE: "2" })).toThrow(
      /TRPC_MAX_BATCH_SIZE: is below the web app's batch size/,
    );
    expect(loadEnv({ TRPC_MAX_BATCH_SIZE: "4" }).TRPC_MAX_BATCH_SIZE).toBe(4);
    expect(loadEnv({}).TRPC_MAX_BATCH_SIZE).toBe(10);
  });

  it("takes a SCIM bearer token of at least 32 characters, and stops the start on a shorter one", () => {
    expect(() => loadEnv({ SCIM_BEARER_TOKEN: "too-short" })).toThrow(
      /SCIM_BEARER_TOKEN: must be at least 32 characters/,
    );
    expect(loadEnv({ SCIM_BEARER_TOKEN: "t".repeat(32) }).SCIM_BEARER_TOKEN).toBe("t".repeat(32));
    // An empty variable is unset: no environment token.
    expect(loadEnv({ SCIM_BEARER_TOKEN: "" }).SCIM_BEARER_TOKEN).toBeUndefined();
  });

  it("reads the shutdown periods, with a drain by default", () => {
    expect(loadEnv({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 5_000, SHUTDOWN_TIMEOUT_MS: 10_000 });
    expect(loadEnv({ SHUTDOWN_DRAIN_MS: "0" }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(() => loadEnv({ SHUTDOWN_DRAIN_MS: "soon" })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("requires a session secret in production and seeds demo accounts only where allowed", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    const secret = "s".repeat(32);
    expect(shouldSeedDemo(loadEnv({ NODE_ENV: "production", SESSION_SECRET: secret }))).toBe(false);
    expect(
      shouldSeedDemo(loadEnv({ NODE_ENV: "production", SESSION_SECRET: secret, SEED_DEMO: "true" })),
    ).toBe(true);
    expect(shouldSeedDemo(loadEnv({}))).toBe(true);
    expect(shouldSeedDemo(loadEnv({ DATABASE_URL: "postgres://localhost/x" }))).toBe(false);
  });
});
