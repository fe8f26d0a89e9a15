import { describe, expect, it } from "vitest";
import { shouldSeedDemoAccounts, ZEnvFlag } from "./demo-policy";

const POSTGRES = "postgres://app@db:5432/leadcoach";

describe("shouldSeedDemoAccounts", () => {
  it("seeds by default only on the embedded database outside production", () => {
    expect(
      shouldSeedDemoAccounts({ nodeEnv: "development", seedDemo: undefined, databaseUrl: undefined }),
    ).toBe(true);
    expect(shouldSeedDemoAccounts({ nodeEnv: "test", seedDemo: undefined, databaseUrl: undefined })).toBe(
      true,
    );
    expect(shouldSeedDemoAccounts({ nodeEnv: undefined, seedDemo: undefined, databaseUrl: undefined })).toBe(
      true,
    );
  });

  it("never seeds by default in production or on a PostgreSQL server", () => {
    expect(
      shouldSeedDemoAccounts({ nodeEnv: "production", seedDemo: undefined, databaseUrl: undefined }),
    ).toBe(false);
    expect(
      shouldSeedDemoAccounts({ nodeEnv: "production", seedDemo: undefined, databaseUrl: POSTGRES }),
    ).toBe(false);
    expect(
      shouldSeedDemoAccounts({ nodeEnv: "development", seedDemo: undefined, databaseUrl: POSTGRES }),
    ).toBe(false);
  });

  it("does what SEED_DEMO says when it is set", () => {
    expect(shouldSeedDemoAccounts({ nodeEnv: "production", seedDemo: true, databaseUrl: POSTGRES })).toBe(
      true,
    );
    expect(shouldSeedDemoAccounts({ nodeEnv: "development", seedDemo: false, databaseUrl: undefined })).toBe(
      false,
    );
  });
});

describe("ZEnvFlag", () => {
  it("reads the usual spellings of on and off", () => {
    for (const on of ["true", "1", "yes", "on"]) expect(ZEnvFlag.parse(on)).toBe(true);
    for (const off of ["false", "0", "no", "off"]) expect(ZEnvFlag.parse(off)).toBe(false);
  });

  it("refuses anything else rather than guessing", () => {
    expect(ZEnvFlag.safeParse("TRUE").success).toBe(false);
    expect(ZEnvFlag.safeParse("maybe").success).toBe(false);
  });
});
