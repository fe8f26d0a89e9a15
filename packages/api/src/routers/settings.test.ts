import { json } from "@leadcoach/db";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { notificationKinds } from "../schemas/notifications";
import { callerFor, createClock, createUser, RecordingSession, userWithCaller, useTestDb } from "../testing";
import { expectTrpcError } from "./journey.fixtures";

const t = useTestDb();

async function addSession(userId: number) {
  await t.db
    .insertInto("sessions")
    .values({
      sid: randomUUID(),
      sess: json({ userId }),
      expire: new Date(Date.now() + 86_400_000),
      userId,
    })
    .execute();
}

const sessionsOf = (userId: number) =>
  t.db.selectFrom("sessions").select("sid").where("userId", "=", userId).execute();

describe("settings.changePassword", () => {
  it("refuses a wrong current password and a short new one", async () => {
    const { user, api } = await userWithCaller(t.db);
    await expectTrpcError(
      api.settings.changePassword({ currentPassword: "not-it", newPassword: "brand-new" }),
      "BAD_REQUEST",
      /^Current password is incorrect$/,
    );
    await expectTrpcError(
      api.settings.changePassword({ currentPassword: user.password, newPassword: "12345" }),
      "BAD_REQUEST",
      /^Password must be at least 6 characters long$/,
    );
    await expectTrpcError(
      (await callerFor(t.db)).settings.changePassword({ currentPassword: "a", newPassword: "bcdefg" }),
      "UNAUTHORIZED",
    );
  });

  it("stores the new password, ends every other session, re-issues the caller's and clears the demo flag", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db.updateTable("users").set({ isDemo: true }).where("id", "=", user.id).execute();
    await addSession(user.id);
    await addSession(user.id);
    await addSession(other.id);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { userId: user.id, session });
    expect(
      await api.settings.changePassword({ currentPassword: user.password, newPassword: "a-new-secret" }),
    ).toEqual({
      success: true,
    });
    // The old rows are gone; the HTTP layer's signIn writes the caller's regenerated session.
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect(session.signIns).toBe(1);
    expect(session.userId).toBe(user.id);
    expect(await sessionsOf(other.id)).toHaveLength(1);
    const stored = await t.db
      .selectFrom("users")
      .select(["isDemo", "password"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.isDemo).toBe(false);
    expect(stored.password).toMatch(/^\$argon2id\$/);

    const anonymous = await callerFor(t.db);
    await expectTrpcError(
      anonymous.auth.login({ email: user.email, password: user.password }),
      "UNAUTHORIZED",
      "Invalid email or password",
    );
    const signedIn = await anonymous.auth.login({ email: user.email, password: "a-new-secret" });
    expect(signedIn).toMatchObject({ status: "signed_in", user: { id: user.id } });
  });

  it("limits wrong current-password attempts", async () => {
    const user = await createUser(t.db);
    // Counted per hour in a fixed window: a frozen clock keeps every attempt in one.
    const api = await callerFor(t.db, { userId: user.id, clock: createClock("2026-11-21T09:05:15Z") });
    for (let i = 0; i < 10; i++) {
      await expectTrpcError(
        api.settings.changePassword({ currentPassword: `wrong-${i}`, newPassword: "brand-new" }),
        "BAD_REQUEST",
      );
    }
    await expectTrpcError(
      api.settings.changePassword({ currentPassword: user.password, newPassword: "brand-new" }),
      "TOO_MANY_REQUESTS",
    );
  });
});

describe("settings notification preferences", () => {
  it("defaults every kind on, merges updates and keeps each user's own", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    const defaults = await api.settings.notificationPreferences();
    expect(Object.keys(defaults.kinds)).toEqual([...notificationKinds]);
    expect(Object.values(defaults.kinds).every(Boolean)).toBe(true);

    const updated = await api.settings.updateNotificationPreferences({
      kinds: { goal_due: false, bug_answered: false },
    });
    expect(updated.kinds).toMatchObject({ goal_due: false, bug_answered: false, activity_soon: true });
    const again = await api.settings.updateNotificationPreferences({ kinds: { goal_due: true } });
    expect(again.kinds).toMatchObject({ goal_due: true, bug_answered: false });
    expect(await api.settings.notificationPreferences()).toEqual(again);

    const theirs = await (await callerFor(t.db, { userId: other.id })).settings.notificationPreferences();
    expect(Object.values(theirs.kinds).every(Boolean)).toBe(true);

    await expectTrpcError(
      api.settings.updateNotificationPreferences({ kinds: { nonsense: false } as never }),
      "BAD_REQUEST",
    );
  });
});
