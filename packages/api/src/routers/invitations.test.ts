import { verifyPassword } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import {
  FORMULA_NAME,
  INVITATION_IMPORT_MAX_CHARS,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_INVALID,
  INVITE_ADMIN_SUPER_ONLY,
} from "../schemas/invitations";
import { sendInvitation } from "../services/invitations/manage";
import { defaultApiConfig } from "../config";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  invitationLinkToken,
  RecordingSession,
  type TestClock,
  useTestDb,
} from "../testing";

const t = useTestDb();

const START = new Date().toISOString();
let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

async function adminApi(role: "admin" | "super_admin" = "admin", clock: TestClock = createClock(START)) {
  const admin = await createUser(t.db, { role });
  return { admin, api: await callerFor(t.db, { userId: admin.id, clock }), clock };
}

const tokenFor = (email: string) => invitationLinkToken(t.db, email);

const userByEmail = (email: string) =>
  t.db
    .selectFrom("users")
    .select(["id", "joinedAt", "isActive", "role", "password"])
    .where("email", "=", email)
    .executeTakeFirst();

const auditOf = (action: string, userId: number) =>
  t.db
    .selectFrom("auditEvents")
    .select(["actorUserId", "actorLabel", "detail"])
    .where("action", "=", action as never)
    .where("subjectId", "=", String(userId))
    .execute();

async function makeGroup(name: string) {
  return t.db.insertInto("groups").values({ name }).returning("id").executeTakeFirstOrThrow();
}

describe("inviting one person", () => {
  it("makes an unjoined account, a pending invitation, an e-mail with a link and an audit event", async () => {
    const { admin, api } = await adminApi();
    const email = unique("one");
    const result = await api.invitations.invite({ name: "Ona Invitee", email, role: "user" });

    const user = await userByEmail(email);
    expect(user).toMatchObject({ id: result.userId, joinedAt: null, isActive: true, role: "user" });
    expect(await tokenFor(email)).toHaveLength(43);
    const invitation = await t.db
      .selectFrom("invitations")
      .selectAll()
      .where("id", "=", result.invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.expiresAt.getTime() - invitation.sentAt.getTime()).toBe(14 * 86_400_000);
    expect(invitation.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditOf("invitation.sent", result.userId)).toEqual([
      expect.objectContaining({ actorUserId: admin.id, actorLabel: "admin" }),
    ]);
    const page = await api.invitations.list({});
    expect(page.items.map((i) => i.email)).toContain(email);
  });

  it("lets only a super admin invite an admin", async () => {
    const { api } = await adminApi("admin");
    await expectTrpcError(
      api.invitations.invite({ name: "Ada", email: unique("adm"), role: "admin" }),
      "FORBIDDEN",
      INVITE_ADMIN_SUPER_ONLY,
    );
    const { api: superApi } = await adminApi("super_admin");
    const email = unique("adm");
    await superApi.invitations.invite({ name: "Ada", email, role: "super_admin" });
    expect((await userByEmail(email))?.role).toBe("super_admin");
  });

  it("refuses people who are not admins", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id });
    await expectTrpcError(api.invitations.invite({ name: "X", email: unique("x") }), "FORBIDDEN");
    await expectTrpcError(api.invitations.list({}), "FORBIDDEN");
    const anonymous = await callerFor(t.db);
    await expectTrpcError(anonymous.invitations.invite({ name: "X", email: unique("x") }), "UNAUTHORIZED");
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    const existing = await createUser(t.db);
    const { api } = await adminApi();
    await expectTrpcError(
      api.invitations.invite({ name: "Dup", email: existing.email.toUpperCase() }),
      "CONFLICT",
      /already exists/,
    );
  });

  it("lets one of two admins inviting the same address at once win; the other is told", async () => {
    const { api: a } = await adminApi();
    const { api: b } = await adminApi();
    const email = unique("race");
    const results = await Promise.allSettled([
      a.invitations.invite({ name: "Race", email }),
      b.invitations.invite({ name: "Race", email }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected");
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ message: /already exists/ });
    const invitations = await t.db
      .selectFrom("invitations")
      .innerJoin("users", "users.id", "invitations.userId")
      .select("invitations.id")
      .where("users.email", "=", email)
      .execute();
    expect(invitations).toHaveLength(1);
  });

  it("refuses a name a spreadsheet would run as a formula", async () => {
    const { api } = await adminApi();
    await expectTrpcError(
      api.invitations.invite({ name: "=HYPERLINK(1)", email: unique("f") }),
      "BAD_REQUEST",
      FORMULA_NAME,
    );
  });
});

describe("importing a CSV file", () => {
  it("previews without writing, then invites everyone with their groups in one go", async () => {
    const { api, admin } = await adminApi();
    await makeGroup("Sales Team");
    const emails = [unique("csv-a"), unique("csv-b"), unique("csv-c")];
    const csv = [
      "name,email,role,groups",
      `Alma,${emails[0]},user,sales team`,
      `"Berg, Bo",${emails[1]},,Sales Team`,
      `Cleo,${emails[2]},User,`,
    ].join("\n");

    const preview = await api.invitations.import({ csv, preview: true });
    expect(preview).toMatchObject({ preview: true, invited: 0 });
    expect(preview.rows.map((r) => [r.row, r.name, r.role, r.groups])).toEqual([
      [2, "Alma", "user", ["sales team"]],
      [3, "Berg, Bo", "user", ["Sales Team"]],
      [4, "Cleo", "user", []],
    ]);
    expect(await userByEmail(emails[0] ?? "")).toBeUndefined();

    const done = await api.invitations.import({ csv, preview: false });
    expect(done).toMatchObject({ preview: false, invited: 3 });
    for (const email of emails) expect(await tokenFor(email)).toHaveLength(43);
    const members = await t.db
      .selectFrom("groupMembers")
      .innerJoin("users", "users.id", "groupMembers.userId")
      .select("users.email")
      .where("users.email", "in", emails)
      .execute();
    expect(members.map((m) => m.email).sort()).toEqual([emails[0], emails[1]].sort());
    const audit = await t.db
      .selectFrom("auditEvents")
      .select("subjectId")
      .where("action", "=", "invitation.sent")
      .where("actorUserId", "=", admin.id)
      .execute();
    expect(audit).toHaveLength(3);
  });

  it("refuses the whole file naming every bad row, and writes nothing", async () => {
    const { api } = await adminApi();
    const existing = await createUser(t.db);
    const good = unique("good");
    const dup = unique("dup");
    const csv = [
      "email,name,groups,role",
      `${good},Good Person,,`,
      `${dup},=cmd|' /C calc'!A0,,`,
      `${dup},Twice,,`,
      `${existing.email},Already Here,,`,
      `${unique("g")},Grouped,Nowhere,`,
      `${unique("r")},Roled,,admin`,
      `${unique("r")},Badrole,,owner`,
      `not-an-address,No Mail,,`,
    ].join("\r\n");
    const error = await api.invitations.import({ csv, preview: true }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(/^Nobody was invited/);
    expect(message).toContain(`Row 3: ${FORMULA_NAME}`);
    expect(message).toContain(`Row 4: ${dup} is already on row 3.`);
    expect(message).toContain(`Row 6: Unknown group "Nowhere"`);
    expect(message).toContain(`Row 7: ${INVITE_ADMIN_SUPER_ONLY}`);
    expect(message).toContain('Row 8: Unknown role "owner"');
    expect(message).toMatch(/Row 9: Enter a valid email address/);
    expect(message).toContain(`Row 5: An account with ${existing.email} already exists.`);
    expect(message).not.toContain("Row 2:");
    await expectTrpcError(api.invitations.import({ csv, preview: false }), "BAD_REQUEST");
    expect(await userByEmail(good)).toBeUndefined();

    // An address taken by an account is named too.
    const second = `name,email\nAlready Here,${existing.email}\n`;
    await expectTrpcError(
      api.invitations.import({ csv: second }),
      "BAD_REQUEST",
      /Row 2: An account with .* already exists/,
    );
  });

  it("lets one of two admins importing the same address at once win; the other's file names the row", async () => {
    const { api: a } = await adminApi();
    const { api: b } = await adminApi();
    const shared = unique("shared");
    const files = [
      `name,email\nShared,${shared}\nOnly A,${unique("a")}`,
      `name,email\nOnly B,${unique("b")}\nShared,${shared}`,
    ];
    const results = await Promise.allSettled([
      a.invitations.import({ csv: files[0] ?? "" }),
      b.invitations.import({ csv: files[1] ?? "" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(String(failed.reason)).toMatch(/Row \d: An account with .* already exists/);
    // The loser's other row was not half-imported.
    const loserOnly = results[0]?.status === "rejected" ? "Only A" : "Only B";
    const row = await t.db.selectFrom("users").select("id").where("name", "=", loserOnly).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("refuses files that are too long, too large, empty or have unknown columns", async () => {
    const { api } = await adminApi();
    const rows = Array.from({ length: INVITATION_IMPORT_MAX_ROWS + 1 }, (_, i) => `P${i},p${i}@x.test`);
    await expectTrpcError(
      api.invitations.import({ csv: ["name,email", ...rows].join("\n"), preview: true }),
      "BAD_REQUEST",
      /more than 2,000 people/,
    );
    await expectTrpcError(
      api.invitations.import({ csv: "x".repeat(INVITATION_IMPORT_MAX_CHARS + 1), preview: true }),
      "BAD_REQUEST",
      /too large/,
    );
    await expectTrpcError(api.invitations.import({ csv: "", preview: true }), "BAD_REQUEST", /empty/);
    await expectTrpcError(api.invitations.import({ csv: "name,email\n" }), "BAD_REQUEST", /no one to invite/);
    await expectTrpcError(
      api.invitations.import({ csv: "name,mail\na,b@c.test" }),
      "BAD_REQUEST",
      /unknown column "mail"/,
    );
    await expectTrpcError(
      api.invitations.import({ csv: 'name,email\n"open,a@b.test' }),
      "BAD_REQUEST",
      /not valid CSV/,
    );
  });
});

describe("accepting", () => {
  async function invited(clock: TestClock = createClock(START)) {
    const { api } = await adminApi("admin", clock);
    const email = unique("acc");
    const { userId, invitationId } = await api.invitations.invite({ name: "Ines Invited", email });
    return { api, email, userId, invitationId, token: await tokenFor(email) };
  }

  it("sets the password, joins, signs the person in and writes the audit event", async () => {
    const clock = createClock(START);
    const { email, userId, token } = await invited(clock);
    const session = new RecordingSession();
    const visitor = await callerFor(t.db, { clock, session });
    expect(await visitor.invitations.preview({ token })).toEqual({ name: "Ines Invited", email, sso: false });

    const { user } = await visitor.invitations.accept({ token, password: "a new password" });
    expect(user).toMatchObject({ id: userId, email });
    expect(session).toMatchObject({ userId, signIns: 1 });
    const row = await userByEmail(email);
    expect(row?.joinedAt?.toISOString()).toBe(new Date(START).toISOString());
    expect(await verifyPassword(row?.password ?? "", "a new password")).toBe(true);
    expect(await auditOf("invitation.accepted", userId)).toEqual([
      expect.objectContaining({
        actorUserId: userId,
        detail: { invitationId: expect.any(Number) as unknown, method: "password" },
      }),
    ]);

    // The link is used up.
    await expectTrpcError(visitor.invitations.preview({ token }), "NOT_FOUND", INVITATION_INVALID);
    await expectTrpcError(
      visitor.invitations.accept({ token, password: "another one" }),
      "BAD_REQUEST",
      INVITATION_INVALID,
    );
  });

  it("lets exactly one of two accepts of the same link win", async () => {
    const { token, userId } = await invited();
    const sessions = [new RecordingSession(), new RecordingSession()];
    const results = await Promise.allSettled(
      sessions.map(async (session, i) =>
        (await callerFor(t.db, { session })).invitations.accept({ token, password: `password number ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(sessions.filter((s) => s.userId === userId)).toHaveLength(1);
    expect(await auditOf("invitation.accepted", userId)).toHaveLength(1);
  });

  it("refuses an expired link and changes nothing", async () => {
    const clock = createClock(START);
    const { token, email } = await invited(clock);
    clock.advanceDays(14);
    const visitor = await callerFor(t.db, { clock });
    await expectTrpcError(visitor.invitations.preview({ token }), "NOT_FOUND", INVITATION_INVALID);
    await expectTrpcError(visitor.invitations.accept({ token, password: "too late now" }), "BAD_REQUEST");
    expect((await userByEmail(email))?.joinedAt).toBeNull();
  });

  it("refuses a malformed token before looking", async () => {
    const visitor = await callerFor(t.db);
    await expectTrpcError(visitor.invitations.preview({ token: "short" }), "BAD_REQUEST", INVITATION_INVALID);
  });
});

describe("resending and revoking", () => {
  it("resends with a new link that replaces the old one, 14 more days", async () => {
    const clock = createClock(START);
    const { api } = await adminApi("admin", clock);
    const email = unique("re");
    const { invitationId, userId } = await api.invitations.invite({ name: "Re Sent", email });
    const first = await tokenFor(email);
    clock.advanceDays(20);
    const page = await api.invitations.list({});
    expect(page.items.find((i) => i.id === invitationId)?.expired).toBe(true);

    await api.invitations.resend({ id: invitationId });
    const second = await tokenFor(email);
    expect(second).not.toBe(first);
    const visitor = await callerFor(t.db, { clock });
    await expectTrpcError(visitor.invitations.preview({ token: first }), "NOT_FOUND");
    expect((await visitor.invitations.preview({ token: second })).email).toBe(email);
    expect(await auditOf("invitation.resent", userId)).toHaveLength(1);
  });

  it("revokes: the link dies and the never-joined account is deleted", async () => {
    const { api, admin } = await adminApi();
    const email = unique("rev");
    const { invitationId, userId } = await api.invitations.invite({ name: "Re Voked", email });
    const token = await tokenFor(email);
    expect(await api.invitations.revoke({ id: invitationId })).toEqual({
      success: true,
      accountDeleted: true,
    });
    expect(await userByEmail(email)).toBeUndefined();
    const visitor = await callerFor(t.db);
    await expectTrpcError(visitor.invitations.accept({ token, password: "revoked link" }), "BAD_REQUEST");
    await expectTrpcError(api.invitations.resend({ id: invitationId }), "NOT_FOUND");
    await expectTrpcError(api.invitations.revoke({ id: invitationId }), "NOT_FOUND");
    expect(await auditOf("invitation.revoked", userId)).toEqual([
      expect.objectContaining({ actorUserId: admin.id }),
    ]);
    // The address is free again.
    await api.invitations.invite({ name: "Re Voked", email });
  });

  it("does not resend or revoke an accepted invitation", async () => {
    const { api } = await adminApi();
    const email = unique("done");
    const { invitationId } = await api.invitations.invite({ name: "Done", email });
    await (
      await callerFor(t.db)
    ).invitations.accept({ token: await tokenFor(email), password: "accepted now" });
    await expectTrpcError(api.invitations.resend({ id: invitationId }), "NOT_FOUND");
    await expectTrpcError(api.invitations.revoke({ id: invitationId }), "NOT_FOUND");
    expect((await userByEmail(email))?.joinedAt).not.toBeNull();
  });
});

describe("joining another way", () => {
  it("a person who set a password through 'Forgot password?' and signed in has no invitation left", async () => {
    const { api } = await adminApi();
    const email = unique("reset");
    const { invitationId } = await api.invitations.invite({ name: "Reset Instead", email });
    const token = await tokenFor(email);
    const visitor = await callerFor(t.db);
    await visitor.auth.forgotPassword({ email });
    const mail = await t.db
      .selectFrom("emailOutbox")
      .select("textBody")
      .where("toAddress", "=", email)
      .where("kind", "=", "password_reset")
      .executeTakeFirstOrThrow();
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1] ?? "";
    await visitor.auth.resetPassword({ token: resetToken, password: "chosen another way" });
    await visitor.auth.login({ email, password: "chosen another way" });

    expect((await api.invitations.list({})).items.map((i) => i.id)).not.toContain(invitationId);
    await expectTrpcError(visitor.invitations.preview({ token }), "NOT_FOUND", INVITATION_INVALID);
    await expectTrpcError(visitor.invitations.accept({ token, password: "overwrite it" }), "BAD_REQUEST");
    await expectTrpcError(api.invitations.resend({ id: invitationId }), "NOT_FOUND");
  });
});

describe("sendInvitation (for provisioned accounts)", () => {
  it("sends a never-joined account a link, renewing a pending one, and refuses joined accounts", async () => {
    const clock = createClock(START);
    const email = unique("scim");
    const user = await t.db
      .insertInto("users")
      .values({
        email,
        name: "Pro Visioned",
        password: "x",
        role: "user",
        joinedAt: null,
        externalId: `ext-${email}`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const deps = { db: t.db, config: defaultApiConfig, now: clock.now };
    const actor = { userId: null, label: "scim" };
    const first = await sendInvitation(deps, { userId: user.id, invitedBy: actor });
    const token = await tokenFor(email);
    const again = await sendInvitation(deps, { userId: user.id, invitedBy: actor });
    expect(again).toBe(first);
    expect(await tokenFor(email)).not.toBe(token);
    expect(await auditOf("invitation.sent", user.id)).toEqual([
      expect.objectContaining({ actorLabel: "scim" }),
      expect.objectContaining({ actorLabel: "scim" }),
    ]);

    // Revoking a provisioned account's invitation keeps the account.
    const { api } = await adminApi();
    expect(await api.invitations.revoke({ id: first ?? 0 })).toEqual({
      success: true,
      accountDeleted: false,
    });
    expect(await userByEmail(email)).toBeDefined();

    const joined = await createUser(t.db);
    expect(await sendInvitation(deps, { userId: joined.id, invitedBy: actor })).toBeNull();
  });
});
