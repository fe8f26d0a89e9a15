import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SESSION_NOT_FOUND } from "../schemas/sessions";
import { noteSignIn } from "../services/sessions/sessions";
import { callerFor, createUser, expectTrpcError, RecordingSession, useTestDb } from "../testing";
import { defaultApiConfig } from "../config";

const t = useTestDb();

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/** A session row of the person, as a sign-in from this browser and address stores it. */
async function addSession(userId: number, userAgent: string, ip: string, lastSeenAt = new Date()) {
  const sid = randomUUID();
  const row = await t.db
    .insertInto("sessions")
    .values({
      sid,
      sess: JSON.stringify({ userId, signedInAt: Date.now(), cookie: {} }),
      expire: new Date(Date.now() + 86_400_000),
      userId,
      userAgent,
      ip,
      lastSeenAt,
    })
    .returning("publicId")
    .executeTakeFirstOrThrow();
  return { sid, id: row.publicId };
}

/** A person with two sessions (this one on Firefox, another on an iPhone) and a caller on the first. */
async function personWithTwoSessions() {
  const user = await createUser(t.db);
  const mine = await addSession(user.id, FIREFOX_LINUX, "198.51.100.1");
  const phone = await addSession(user.id, SAFARI_IPHONE, "203.0.113.5", new Date(Date.now() + 1000));
  const session = new RecordingSession();
  session.userId = user.id;
  session.sid = mine.sid;
  const api = await callerFor(t.db, { userId: user.id, session });
  return { user, mine, phone, session, api };
}

const sessionIds = async (userId: number) =>
  (await t.db.selectFrom("sessions").select("publicId").where("userId", "=", userId).execute())
    .map((r) => r.publicId)
    .sort();

describe("sessions.list", () => {
  it("lists the caller's sessions, this one first, with device, browser, address and times", async () => {
    const { api, mine, phone } = await personWithTwoSessions();
    const other = await createUser(t.db);
    await addSession(other.id, FIREFOX_LINUX, "192.0.2.9");
    const list = await api.sessions.list();
    expect(list.map((s) => s.id)).toEqual([mine.id, phone.id]);
    expect(list[0]).toMatchObject({ browser: "Firefox", os: "Linux", device: "desktop", current: true });
    expect(list[1]).toMatchObject({
      browser: "Safari",
      os: "iOS",
      device: "mobile",
      ip: "203.0.113.5",
      current: false,
    });
    expect(Date.parse(list[1]!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
  });

  it("leaves expired sessions out", async () => {
    const { api, user, phone } = await personWithTwoSessions();
    await t.db
      .updateTable("sessions")
      .set({ expire: new Date(Date.now() - 1000) })
      .where("publicId", "=", phone.id)
      .execute();
    expect((await api.sessions.list()).map((s) => s.id)).not.toContain(phone.id);
    expect(await sessionIds(user.id)).toContain(phone.id);
  });

  it("is refused to a personal access token", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, {
      userId: user.id,
      credential: { kind: "token", tokenId: 1, scope: "write", admin: false },
    });
    await expectTrpcError(api.sessions.list(), "FORBIDDEN");
  });
});

describe("sessions.revoke", () => {
  it("ends another of the caller's sessions", async () => {
    const { api, user, mine, phone } = await personWithTwoSessions();
    expect(await api.sessions.revoke({ id: phone.id })).toEqual({ success: true });
    expect(await sessionIds(user.id)).toEqual([mine.id]);
    await expectTrpcError(api.sessions.revoke({ id: phone.id }), "NOT_FOUND", SESSION_NOT_FOUND);
  });

  it("never ends someone else's session: it reads as not found", async () => {
    const owner = await personWithTwoSessions();
    const intruder = await personWithTwoSessions();
    await expectTrpcError(
      intruder.api.sessions.revoke({ id: owner.phone.id }),
      "NOT_FOUND",
      SESSION_NOT_FOUND,
    );
    expect(await sessionIds(owner.user.id)).toEqual([owner.mine.id, owner.phone.id].sort());
    expect((await intruder.api.sessions.list()).map((s) => s.id)).not.toContain(owner.phone.id);
  });

  it("ending this session signs the caller out", async () => {
    const { api, mine, session } = await personWithTwoSessions();
    await api.sessions.revoke({ id: mine.id });
    expect(session.userId).toBeNull();
  });

  it("refuses an id that is not a session id with a clear message", async () => {
    const { api } = await personWithTwoSessions();
    await expectTrpcError(api.sessions.revoke({ id: "42" }), "BAD_REQUEST", /Choose a session/);
  });
});

describe("sessions.revokeOthers", () => {
  it("ends every session of the caller but this one, and no one else's", async () => {
    const { api, user, mine } = await personWithTwoSessions();
    await addSession(user.id, SAFARI_IPHONE, "203.0.113.6");
    const other = await personWithTwoSessions();
    expect(await api.sessions.revokeOthers()).toEqual({ revoked: 2 });
    expect(await sessionIds(user.id)).toEqual([mine.id]);
    expect(await sessionIds(other.user.id)).toHaveLength(2);
    expect(await api.sessions.revokeOthers()).toEqual({ revoked: 0 });
  });
});

const securityMails = (to: string) =>
  t.db
    .selectFrom("emailOutbox")
    .select(["subject", "textBody", "kind"])
    .where("toAddress", "=", to)
    .where("kind", "=", "security_alert")
    .orderBy("id")
    .execute();

describe("security e-mails", () => {
  const deps = () => ({ db: t.db, config: defaultApiConfig, now: () => new Date() });

  it("a new device's sign-in sends one e-mail; the first device and a known one send none", async () => {
    const user = await createUser(t.db);
    await noteSignIn(deps(), { userId: user.id, userAgent: FIREFOX_LINUX, ip: "198.51.100.1" });
    expect(await securityMails(user.email)).toEqual([]);
    await noteSignIn(deps(), { userId: user.id, userAgent: FIREFOX_LINUX, ip: "198.51.100.2" });
    expect(await securityMails(user.email)).toEqual([]);
    // Five sign-ins at once from one new device: one e-mail.
    await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        noteSignIn(deps(), { userId: user.id, userAgent: SAFARI_IPHONE, ip: "203.0.113.5" }),
      ),
    );
    const mails = await securityMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New sign-in to your LeadCoach account");
    expect(mails[0]!.textBody).toContain("Device: Safari on iOS");
    expect(mails[0]!.textBody).toContain("IP address: 203.0.113.5");
    expect(mails[0]!.textBody).toContain("/settings");
    expect(mails[0]!.textBody).toContain("/forgot-password");
  });

  it("says when in the person's own time zone", async () => {
    const user = await createUser(t.db);
    await t.db.updateTable("users").set({ timeZone: "Asia/Tokyo" }).where("id", "=", user.id).execute();
    const at = new Date("2026-03-01T10:00:00Z");
    const clocked = { ...deps(), now: () => at };
    await noteSignIn(clocked, { userId: user.id, userAgent: FIREFOX_LINUX, ip: "198.51.100.1" });
    await noteSignIn(clocked, { userId: user.id, userAgent: SAFARI_IPHONE, ip: "203.0.113.5" });
    const [mail] = await securityMails(user.email);
    expect(mail!.textBody).toContain("When: 1 March 2026 at 19:00 GMT+9");
  });

  it("a password change sends one e-mail, from the device that made it", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, {
      userId: user.id,
      userAgent: FIREFOX_LINUX,
      clientIp: "198.51.100.7",
    });
    await api.settings.changePassword({ currentPassword: user.password, newPassword: "another-horse" });
    const mails = await securityMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your LeadCoach password was changed");
    expect(mails[0]!.textBody).toContain("Device: Firefox on Linux");
    expect(mails[0]!.textBody).toContain("IP address: 198.51.100.7");
  });

  it("a wrong current password sends nothing", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    await expectTrpcError(
      api.settings.changePassword({ currentPassword: "not-it", newPassword: "another-horse" }),
      "BAD_REQUEST",
    );
    expect(await securityMails(user.email)).toEqual([]);
  });

  it("an access token's creation sends one e-mail naming it", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    await api.accessTokens.create({ name: "Reporting script", expiresInDays: 30, scope: "read" });
    const mails = await securityMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('A personal access token named "Reporting script" was created');
  });

  it("an e-mail change tells the old address and the new one, once each", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    const newEmail = `new-${randomUUID()}@example.test`;
    const profile = { name: user.name, email: newEmail, yearsExperience: 0 };
    await api.profile.update(profile);
    // Saving again with the same address is no change.
    await api.profile.update(profile);
    for (const to of [user.email, newEmail]) {
      const mails = await securityMails(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.textBody).toContain(`from ${user.email} to ${newEmail}`);
    }
  });
});
