import { createDb, type DbHandle } from "@leadcoach/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_INVITE_ONLY } from "../../schemas/organisation";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb } from "../../testing";
import { SETTINGS_RECHECK_MS } from "./cache";

const t = useTestDb();
/** A second server process: its own connection pool, so its own copy of the settings. */
let second: DbHandle;
beforeAll(async () => {
  if (!t.url) throw new Error("needs PostgreSQL");
  second = await createDb({ databaseUrl: t.url, poolMax: 2 });
});
afterAll(() => second.close());

describe("two processes on one PostgreSQL database", () => {
  it("a settings write in one is enforced by the other within the recheck bound", async () => {
    const clock = createClock("2030-01-01T00:00:00Z");
    const admin = await createUser(t.db, { role: "super_admin" });
    const visitorThere = () => callerFor(second.db, { clock });
    const signUp = async () =>
      (await visitorThere()).auth.signup({
        name: "Someone",
        email: `${Math.random().toString(36).slice(2)}@example.test`,
        password: "secret12",
      });
    // The second process reads (and keeps) the default policy.
    await expect(signUp()).resolves.toBeDefined();

    const here = await callerFor(t.db, { userId: admin.id, clock });
    await here.organisation.update({
      signUpPolicy: "invite_only",
      signUpDomains: [],
      auditRetentionDays: 400,
    });
    // This process knows at once.
    await expectTrpcError(
      (await callerFor(t.db, { clock })).auth.signup({
        name: "A",
        email: "a-here@example.test",
        password: "secret12",
      }),
      "FORBIDDEN",
      SIGN_UP_INVITE_ONLY,
    );
    // The other one within the bound.
    clock.set(new Date(clock.now().getTime() + SETTINGS_RECHECK_MS));
    await expectTrpcError(signUp(), "FORBIDDEN", SIGN_UP_INVITE_ONLY);
  });
});
