import { describe, expect, it } from "vitest";
import { callerFor, createUser, RecordingSession, useTestDb } from "../testing";

const t = useTestDb();

/** An account with a confirmed authenticator app, stored as enrolment leaves it. */
async function withTotp(userId: number) {
  await t.db
    .insertInto("totpFactors")
    .values({ userId, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() })
    .execute();
}

describe("sign-in: the second step", () => {
  it("signs in at once an account without a second factor, as before", async () => {
    const account = await createUser(t.db);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session });
    const result = await api.auth.login({ email: account.email, password: account.password });
    expect(result).toMatchObject({ status: "signed_in", user: { id: account.id } });
    expect(session.userId).toBe(account.id);
    expect(session.pendingSecondFactor()).toBeNull();
  });

  it("leaves an account with a second factor pending, not signed in", async () => {
    const account = await createUser(t.db);
    await withTotp(account.id);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session });
    const result = await api.auth.login({ email: account.email, password: account.password });
    expect(result).toEqual({ status: "second_factor", methods: ["totp"] });
    expect(session.userId).toBeNull();
    expect(session.pendingSecondFactor()).toMatchObject({ userId: account.id, via: "password" });
  });

  it("asks an admin without a factor to enrol when the policy covers admins", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db);
    const config = { secondFactorDefaultPolicy: "admins" as const };
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session, config });
    expect(await api.auth.login({ email: admin.email, password: admin.password })).toEqual({
      status: "enrol",
      methods: ["totp"],
    });
    expect(session.userId).toBeNull();
    const other = await callerFor(t.db, { config });
    expect(await other.auth.login({ email: person.email, password: person.password })).toMatchObject({
      status: "signed_in",
    });
  });
});
