import { describe, expect, it } from "vitest";
import { loadScriptEnv } from "./env";

const POSTGRES = "postgres://app@db:5432/leadcoach";

describe("loadScriptEnv", () => {
  it("uses the embedded database in the repository's .data/pglite and seeds the demo accounts there", () => {
    const env = loadScriptEnv({});
    expect(env.databaseUrl).toBeUndefined();
    expect(env.pgliteDir).toMatch(/\/\.data\/pglite$/);
    expect(env.seedDemo).toBe(true);
  });

  it("never seeds the demo accounts by default on PostgreSQL or in production", () => {
    expect(loadScriptEnv({ DATABASE_URL: POSTGRES }).seedDemo).toBe(false);
    expect(loadScriptEnv({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(loadScriptEnv({ NODE_ENV: "production", DATABASE_URL: POSTGRES }).seedDemo).toBe(false);
  });

  it("seeds them wherever SEED_DEMO is on, and nowhere it is off", () => {
    expect(
      loadScriptEnv({ NODE_ENV: "production", DATABASE_URL: POSTGRES, SEED_DEMO: "true" }).seedDemo,
    ).toBe(true);
    expect(loadScriptEnv({ SEED_DEMO: "off" }).seedDemo).toBe(false);
  });

  it("treats an empty variable as unset", () => {
    const env = loadScriptEnv({ DATABASE_URL: "", SEED_DEMO: "", PGLITE_DIR: "" });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.seedDemo).toBe(true);
    expect(env.pgliteDir).toMatch(/\/\.data\/pglite$/);
  });

  it("passes DATABASE_URL and PGLITE_DIR through", () => {
    expect(loadScriptEnv({ DATABASE_URL: POSTGRES }).databaseUrl).toBe(POSTGRES);
    expect(loadScriptEnv({ PGLITE_DIR: "/tmp/leadcoach" }).pgliteDir).toBe("/tmp/leadcoach");
  });

  it("stops with the variable's name on a bad value", () => {
    expect(() => loadScriptEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(() => loadScriptEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\//,
    );
  });
});
