import type { AuditAction } from "@leadcoach/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { signInWithSso } from "../sso/sign-in";
import { callerFor, createUser, RecordingSession, useTestDb } from "../../testing";
import { sweepExpiredAuditEvents } from "./audit";
import { insertAuditEvent } from "./queries";

const t = useTestDb();

const DAY = 86_400_000;

async function superAdmin() {
  const admin = await createUser(t.db, { role: "super_admin" });
  return { admin, api: await callerFor(t.db, { userId: admin.id, clientIp: "203.0.113.9" }) };
}

/** The newest event of an action. */
function latest(action: AuditAction) {
  return t.db
    .selectFrom("auditEvents")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The token in the newest reset e-mail queued for this address. */
async function resetTokenFor(email: string): Promise<string> {
  const row = await t.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("toAddress", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_-]{43})/.exec(row.textBody)?.[1];
  if (!token) throw new Error("no reset link");
  return token;
}

describe("audit events are written for", () => {
  it("a settings change, with what changed", async () => {
    const { admin, api } = await superAdmin();
    await api.organisation.update({
      signUpPolicy: "domains",
      signUpDomains: ["acme.example"],
      auditRetentionDays: 400,
    });
    await api.organisation.update({ signUpPolicy: "open", signUpDomains: [], auditRetentionDays: 400 });
    const event = await latest("organisation.settings_updated");
    expect(event).toMatchObject({
      actorUserId: admin.id,
      actorLabel: "super_admin",
      ip: "203.0.113.9",
      detail: {
        signUpPolicy: { from: "domains", to: "open" },
        signUpDomains: { added: [], removed: ["acme.example"] },
      },
    });
  });

  it("a sign-in by SSO", async () => {
    const person = await createUser(t.db);
    const result = await signInWithSso(
      { db: t.db, config: { ...defaultApiConfig, sso: { allowedDomains: [] } }, now: () => new Date() },
      { ip: "198.51.100.8", session: new RecordingSession() },
      { issuer: "https://idp.example", subject: "s-1", email: person.email, emailVerified: true },
    );
    expect(result.ok).toBe(true);
    expect(await latest("auth.sso_sign_in")).toMatchObject({
      actorUserId: person.id,
      actorLabel: "user",
      subjectType: "user",
      subjectId: String(person.id),
      ip: "198.51.100.8",
      detail: { source: "linked" },
    });
  });

  it("a completed password reset, and nothing for a request", async () => {
    const person = await createUser(t.db);
    const api = await callerFor(t.db, { clientIp: "198.51.100.9" });
    await api.auth.forgotPassword({ email: person.email });
    const before = await latest("auth.password_reset");
    expect(before?.actorUserId).not.toBe(person.id);
    await api.auth.resetPassword({ token: await resetTokenFor(person.email), password: "brand-new-pass" });
    expect(await latest("auth.password_reset")).toMatchObject({ actorUserId: person.id, ip: "198.51.100.9" });
  });

  it("an account deletion, without anything that names the person", async () => {
    const person = await createUser(t.db, { role: "admin", name: "Zelda Unique-Name" });
    const api = await callerFor(t.db, { userId: person.id, clientIp: "198.51.100.10" });
    await api.account.deleteAccount({ password: person.password });
    const event = await latest("account.deleted");
    expect(event).toMatchObject({
      actorUserId: null,
      actorLabel: "admin",
      ip: null,
      subjectId: null,
      detail: {},
    });
    expect(JSON.stringify(event)).not.toMatch(/Zelda|example\.test/);
  });

  it("the super admin's views of demo credentials and exports of e-mails and of the trail", async () => {
    const { admin, api } = await superAdmin();
    await api.admin.demoCredentials();
    await api.admin.userEmails();
    await api.audit.exportCsv({ action: "auth.sso_sign_in" });
    for (const action of [
      "admin.demo_credentials_viewed",
      "admin.user_emails_exported",
      "audit.exported",
    ] as const) {
      expect(await latest(action)).toMatchObject({ actorUserId: admin.id, ip: "203.0.113.9" });
    }
    expect((await latest("audit.exported"))?.detail).toMatchObject({
      action: "auth.sso_sign_in",
      byActor: false,
    });
  });
});

describe("the audit list", () => {
  it("pages newest first by keyset, and filters by action and by actor's address", async () => {
    const { admin, api } = await superAdmin();
    const other = await createUser(t.db, { role: "super_admin" });
    const at = new Date("2030-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) {
      // Two share a time: the id breaks the tie.
      const when = new Date(at.getTime() + Math.min(i, 3) * 1000);
      await insertAuditEvent(t.db, {
        action: "admin.user_emails_exported",
        actor: { userId: other.id },
        at: when,
      });
    }
    const first = await api.audit.list({ actorEmail: other.email.toUpperCase(), limit: 2 });
    expect(first.events.map((e) => e.actorEmail)).toEqual([other.email, other.email]);
    const seen = [...first.events];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await api.audit.list({ actorEmail: other.email, limit: 2, cursor });
      seen.push(...page.events);
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(5);
    const keys = seen.map((e) => [Date.parse(e.occurredAt), e.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect(new Set(seen.map((e) => e.id)).size).toBe(5);

    const byAction = await api.audit.list({ action: "admin.user_emails_exported" });
    expect(byAction.events.every((e) => e.action === "admin.user_emails_exported")).toBe(true);
    expect((await api.audit.list({ actorEmail: "nobody@example.test" })).events).toEqual([]);
    expect((await api.audit.list({ actorEmail: admin.email })).events).toEqual([]);
  });

  it("exports CSV with the documented columns", async () => {
    const { api } = await superAdmin();
    const file = await api.audit.exportCsv({});
    expect(file.filename).toBe("audit_events.csv");
    expect(file.csv.split("\r\n")[0]).toBe(
      "\uFEFFid,occurred_at,action,actor_user_id,actor_email,actor_label,subject_type,subject_id,ip,detail",
    );
  });
});

describe("the append-only guard", () => {
  it("refuses UPDATE, DELETE and TRUNCATE of events within the retention", async () => {
    await insertAuditEvent(t.db, {
      action: "audit.exported",
      actor: { userId: null, label: "system" },
      at: new Date(),
    });
    await expect(sql`update audit_events set actor_label = 'someone else'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from audit_events`.execute(t.db)).rows[0]?.n,
      ),
    ).toBeGreaterThan(0);
  });

  it("lets the retention sweep delete only events older than the retention, and records the sweep", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 401 * DAY);
    const kept = new Date(now.getTime() - 399 * DAY);
    for (const at of [old, old, kept]) {
      await insertAuditEvent(t.db, {
        action: "audit.exported",
        actor: { userId: null, label: "system" },
        at,
      });
    }
    // Even an old row cannot be rewritten.
    await expect(
      sql`update audit_events set ip = 'x' where occurred_at < ${new Date(now.getTime() - 400 * DAY)}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/append-only/);
    expect(await sweepExpiredAuditEvents(t.db, now)).toBe(2);
    expect(await sweepExpiredAuditEvents(t.db, now)).toBe(0);
    const left = await t.db
      .selectFrom("auditEvents")
      .select("occurredAt")
      .where("occurredAt", "<", kept)
      .execute();
    expect(left).toEqual([]);
    expect(await latest("audit.retention_swept")).toMatchObject({
      actorLabel: "system",
      detail: { deleted: 2 },
    });
    expect(
      await t.db.selectFrom("auditEvents").select("id").where("occurredAt", "=", kept).executeTakeFirst(),
    ).toBeDefined();
  });
});
