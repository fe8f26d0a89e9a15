import {
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_INVALID,
  INVITE_ADMIN_SUPER_ONLY,
} from "@leadcoach/api/schemas";
import { invitationLinkToken } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useSsoTestServer } from "./sso-provider";
import { send, sessionCookie, signedInUser } from "./testing";

const { server, provider: ssoProvider } = useSsoTestServer();

const unique = () => `inv-${Math.random().toString(36).slice(2)}@example.test`;

const auditActions = (userId: number) =>
  server.db
    .selectFrom("auditEvents")
    .select("action")
    .where("subjectId", "=", String(userId))
    .orderBy("id")
    .execute()
    .then((rows) => rows.map((r) => r.action));

/** An admin, and the invitation they sent over REST to a new address in `name`. */
async function adminInvites(name: string) {
  const admin = await signedInUser(server, { role: "admin" });
  const email = unique();
  const created = await send(server.app, "POST", "/api/admin/invitations", {
    cookie: admin.cookie,
    body: { name, email },
  });
  expect(created.statusCode).toBe(201);
  return { admin, email, ...created.json<{ userId: number; invitationId: number }>() };
}

describe("invitations over REST", () => {
  it("invites, lists, previews the link, accepts it and lands signed in", async () => {
    const { admin, email, userId, invitationId } = await adminInvites("Rita Rest");

    const list = await send(server.app, "GET", "/api/admin/invitations", { cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ items: { id: number; email: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id: invitationId, email }),
    );

    const token = await invitationLinkToken(server.db, email);
    const preview = await send(server.app, "GET", `/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ name: "Rita Rest", email, sso: true });

    const accepted = await send(server.app, "POST", "/api/invitations/accept", {
      body: { token, password: "rest password" },
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = sessionCookie(accepted);
    const me = await send(server.app, "GET", "/api/auth/user", { cookie });
    expect(me.json()).toMatchObject({ id: userId, email });

    const again = await send(server.app, "POST", "/api/invitations/accept", {
      body: { token, password: "rest password" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVITATION_INVALID });
    expect((await send(server.app, "GET", `/api/invitations/${token}`)).statusCode).toBe(404);
    expect(await auditActions(userId)).toEqual(["invitation.sent", "invitation.accepted"]);
  });

  it("refuses people who are not admins, and admins inviting admins", async () => {
    const user = await signedInUser(server);
    const admin = await signedInUser(server, { role: "admin" });
    const body = { name: "Nobody", email: unique() };
    expect((await send(server.app, "POST", "/api/admin/invitations", { body })).statusCode).toBe(401);
    expect(
      (await send(server.app, "POST", "/api/admin/invitations", { cookie: user.cookie, body })).statusCode,
    ).toBe(403);
    const refused = await send(server.app, "POST", "/api/admin/invitations", {
      cookie: admin.cookie,
      body: { ...body, role: "admin" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: INVITE_ADMIN_SUPER_ONLY });
    const existing = await send(server.app, "POST", "/api/admin/invitations", {
      cookie: admin.cookie,
      body: { name: "Dup", email: admin.email },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json<{ message: string }>().message).toContain(admin.email);
  });

  it("imports a CSV file after a preview, and refuses bad files with the rows named", async () => {
    const admin = await signedInUser(server, { role: "super_admin" });
    const emails = [unique(), unique()];
    const csv = `name,email,role\nAnn,${emails[0]},admin\nBen,${emails[1]},\n`;
    const url = "/api/admin/invitations/import";
    const preview = await send(server.app, "POST", url, {
      cookie: admin.cookie,
      body: { csv, preview: true },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ preview: true, invited: 0, rows: [{ row: 2 }, { row: 3 }] });
    const done = await send(server.app, "POST", url, { cookie: admin.cookie, body: { csv } });
    expect(done.json()).toMatchObject({ preview: false, invited: 2 });

    const bad = await send(server.app, "POST", url, {
      cookie: admin.cookie,
      body: { csv: `name,email\n@SUM(1),${unique()}\nOk,${emails[0]}\n` },
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json<{ message: string }>().message;
    expect(message).toMatch(/Row 2: Name must not start/);
    expect(message).toMatch(/Row 3: An account with .* already exists/);

    const tooMany = ["name,email", ...Array.from({ length: 100_000 }, (_, i) => `P,p${i}@x.io`)].join("\n");
    const long = await send(server.app, "POST", url, { cookie: admin.cookie, body: { csv: tooMany } });
    expect(long.statusCode).toBeGreaterThanOrEqual(400);
    expect(long.statusCode).toBeLessThan(500);
    const fewRowsMore = [
      "name,email",
      ...Array.from({ length: INVITATION_IMPORT_MAX_ROWS + 1 }, (_, i) => `P,p${i}@x.io`),
    ].join("\n");
    const over = await send(server.app, "POST", url, { cookie: admin.cookie, body: { csv: fewRowsMore } });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toMatch(/more than 2,000/);

    const tenMegabytes = await send(server.app, "POST", url, {
      cookie: admin.cookie,
      body: { csv: "a".repeat(10 * 1024 * 1024) },
    });
    expect(tenMegabytes.statusCode).toBe(413);
  });

  it("resends and revokes by id", async () => {
    const { admin, email, invitationId, userId } = await adminInvites("Res End");
    const first = await invitationLinkToken(server.db, email);
    const resent = await send(server.app, "POST", `/api/admin/invitations/${invitationId}/resend`, {
      cookie: admin.cookie,
    });
    expect(resent.statusCode).toBe(200);
    expect(await invitationLinkToken(server.db, email)).not.toBe(first);
    const revoked = await send(server.app, "DELETE", `/api/admin/invitations/${invitationId}`, {
      cookie: admin.cookie,
    });
    expect(revoked.json()).toEqual({ success: true, accountDeleted: true });
    const gone = await send(server.app, "DELETE", `/api/admin/invitations/${invitationId}`, {
      cookie: admin.cookie,
    });
    expect(gone.statusCode).toBe(404);
    expect(await auditActions(userId)).toEqual([
      "invitation.sent",
      "invitation.resent",
      "invitation.revoked",
    ]);
  });

  it("accepts through single sign-on: the first SSO sign-in of the invited address", async () => {
    const { email, userId } = await adminInvites("Sso Person");
    const start = await send(server.app, "GET", "/api/auth/sso/start");
    const flow = start.cookies.find((c) => c.name === "lc_sso");
    const back = await ssoProvider().authorize(String(start.headers.location), {
      sub: `sub-${Math.random()}`,
      email,
      email_verified: true,
      name: "Sso Person",
    });
    const callback = await server.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      headers: { cookie: `lc_sso=${flow?.value}` },
    });
    expect(callback.statusCode).toBe(303);
    expect(String(callback.headers.location)).not.toContain("sso_error");
    const invitation = await server.db
      .selectFrom("invitations")
      .select("acceptedAt")
      .where("userId", "=", userId)
      .executeTakeFirstOrThrow();
    expect(invitation.acceptedAt).not.toBeNull();
    expect(await auditActions(userId)).toEqual([
      "invitation.sent",
      "auth.sso_sign_in",
      "invitation.accepted",
    ]);
    const token = await invitationLinkToken(server.db, email);
    expect((await send(server.app, "GET", `/api/invitations/${token}`)).statusCode).toBe(404);
  });
});
