import { createUser, feedbackLinkToken } from "@leadcoach/api/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { send, signIn, signedInUser, useTestServer } from "./testing";

/**
 * The people screen's and the groups screen's REST paths, and what deactivation stops: the person's
 * cookie, sign-in, access tokens and the feedback links they sent, at once and whatever is in flight.
 */

/** A request that holds its session open until the test lets it finish (a slow call still running). */
function addHeldRoute(app: FastifyInstance) {
  const gates: (() => void)[] = [];
  app.get("/test/people-held", async (request) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return { userId: request.session?.get("userId") ?? null };
  });
  return { release: () => gates.splice(0).forEach((open) => open()), waiting: () => gates.length };
}

let held: ReturnType<typeof addHeldRoute>;
const server = useTestServer();
beforeAll(() => {
  held = addHeldRoute(server.app);
});

async function until(condition: () => boolean) {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

const me = (headers: Record<string, string>) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers });
const login = (email: string, password: string) =>
  server.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const message = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

async function admins() {
  return {
    admin: await signedInUser(server, { role: "admin" }),
    superAdmin: await signedInUser(server, { role: "super_admin" }),
  };
}

describe("GET /api/admin/people", () => {
  it("lists with search, filters and order from the query string; admins only", async () => {
    const { admin } = await admins();
    const word = `w${Date.now()}`;
    const a = await createUser(server.db, { name: `Bo ${word}`, role: "admin" });
    const b = await createUser(server.db, { name: `Al ${word}` });
    const page = await send(
      server.app,
      "GET",
      `/api/admin/people?search=${word}&sort=name&order=desc&limit=1`,
      { cookie: admin.cookie },
    );
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ people: { id: number; status: string }[]; nextCursor: string }>();
    expect(body.people.map((p) => p.id)).toEqual([a.id]);
    const next = await send(
      server.app,
      "GET",
      `/api/admin/people?search=${word}&sort=name&order=desc&limit=1&cursor=${body.nextCursor}`,
      { cookie: admin.cookie },
    );
    expect(next.json<{ people: { id: number }[]; nextCursor: null }>()).toMatchObject({
      people: [{ id: b.id }],
      nextCursor: null,
    });
    const admins_ = await send(server.app, "GET", `/api/admin/people?search=${word}&role=admin`, {
      cookie: admin.cookie,
    });
    expect(admins_.json<{ people: { id: number }[] }>().people.map((p) => p.id)).toEqual([a.id]);

    const bad = await send(server.app, "GET", "/api/admin/people?status=sleeping", { cookie: admin.cookie });
    expect(bad.statusCode).toBe(400);
    const user = await signedInUser(server);
    expect((await send(server.app, "GET", "/api/admin/people", { cookie: user.cookie })).statusCode).toBe(
      403,
    );
    expect((await send(server.app, "GET", "/api/admin/people")).statusCode).toBe(401);
  });

  it("answers the screen's infinite query, whose client adds its own `direction` to the input", async () => {
    const { admin } = await admins();
    const input = encodeURIComponent(JSON.stringify({ sort: "name", order: "desc", direction: "forward" }));
    const page = await send(server.app, "GET", `/trpc/people.list?input=${input}`, { cookie: admin.cookie });
    expect(page.statusCode, page.body).toBe(200);
  });
});

describe("PATCH /api/admin/people/{id}", () => {
  it("changes a role for a super admin, refuses an admin and anyone's own, audited", async () => {
    const { admin, superAdmin } = await admins();
    const target = await createUser(server.db);
    const byAdmin = await send(server.app, "PATCH", `/api/admin/people/${target.id}`, {
      cookie: admin.cookie,
      body: { role: "admin" },
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(message(byAdmin)).toBe("Only a super admin can grant or remove admin roles.");
    const own = await send(server.app, "PATCH", `/api/admin/people/${superAdmin.id}`, {
      cookie: superAdmin.cookie,
      body: { role: "user" },
    });
    expect(own.statusCode).toBe(403);
    const granted = await send(server.app, "PATCH", `/api/admin/people/${target.id}`, {
      cookie: superAdmin.cookie,
      body: { role: "admin" },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ changed: true, person: { id: target.id, role: "admin" } });
    const missing = await send(server.app, "PATCH", "/api/admin/people/2000000000", {
      cookie: superAdmin.cookie,
      body: { role: "admin" },
    });
    expect(missing.statusCode).toBe(404);
    const notAnId = await send(server.app, "PATCH", "/api/admin/people/abc", {
      cookie: superAdmin.cookie,
      body: { role: "admin" },
    });
    expect(notAnId.statusCode).toBe(400);
    const events = await server.db
      .selectFrom("auditEvents")
      .select(["action", "actorUserId", "detail"])
      .where("subjectId", "=", String(target.id))
      .execute();
    expect(events).toEqual([
      { action: "user.role_changed", actorUserId: superAdmin.id, detail: { from: "user", to: "admin" } },
    ]);
  });
});

describe("deactivation stops everything the person holds, at once", () => {
  it("their cookie, sign-in, access token and feedback links; reactivation gives back all but the session", async () => {
    const { admin } = await admins();
    const person = await signedInUser(server);
    const tokenResponse = await send(server.app, "POST", "/trpc/accessTokens.create", {
      cookie: person.cookie,
      body: { name: "script", expiresInDays: 30, scope: "read" },
    });
    const token = tokenResponse.json<{ result: { data: { token: string } } }>().result.data.token;
    const request = await send(server.app, "POST", "/api/peer-feedback/requests", {
      cookie: person.cookie,
      body: { reviewerEmail: `reviewer-${person.id}@example.test`, relationship: "peer" },
    });
    expect(request.statusCode, request.body).toBe(201);
    const link = await feedbackLinkToken(server.db, request.json<{ id: number }>().id);
    const form = () => send(server.app, "GET", `/api/peer-feedback/form?token=${link}`);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await form()).statusCode).toBe(200);

    const off = await send(server.app, "POST", `/api/admin/people/${person.id}/deactivate`, {
      cookie: admin.cookie,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ changed: true, person: { status: "deactivated" } });

    expect((await me({ cookie: person.cookie })).statusCode).toBe(401);
    const refusedLogin = await login(person.email, person.password);
    expect(refusedLogin.statusCode).toBe(401);
    expect(message(refusedLogin)).toBe("Invalid email or password");
    const refusedToken = await me({ authorization: `Bearer ${token}` });
    expect(refusedToken.statusCode).toBe(401);
    expect(message(refusedToken)).toMatch(/deactivated/);
    const onHold = await form();
    expect(onHold.statusCode).toBe(404);
    expect(message(onHold)).toMatch(/on hold/);

    const on = await send(server.app, "POST", `/api/admin/people/${person.id}/reactivate`, {
      cookie: admin.cookie,
    });
    expect(on.statusCode).toBe(200);
    // The old session is gone for good; signing in again, the token and the link all work.
    expect((await me({ cookie: person.cookie })).statusCode).toBe(401);
    expect((await login(person.email, person.password)).statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await form()).statusCode).toBe(200);
    const events = await server.db
      .selectFrom("auditEvents")
      .select("action")
      .where("subjectId", "=", String(person.id))
      .orderBy("id")
      .execute();
    expect(events.map((e) => e.action)).toEqual(["user.deactivated", "user.reactivated"]);
  });

  it("requests of the person's cookie in flight cannot bring their session back (10 trials)", async () => {
    const { admin } = await admins();
    for (let trial = 0; trial < 10; trial++) {
      const person = await signedInUser(server);
      const inFlight = [1, 2, 3].map(() =>
        server.app.inject({ method: "GET", url: "/test/people-held", headers: { cookie: person.cookie } }),
      );
      await until(() => held.waiting() === 3);
      const off = await send(server.app, "POST", `/api/admin/people/${person.id}/deactivate`, {
        cookie: admin.cookie,
      });
      expect(off.statusCode).toBe(200);
      held.release();
      await Promise.all(inFlight);
      expect((await me({ cookie: person.cookie })).statusCode).toBe(401);
      await send(server.app, "POST", `/api/admin/people/${person.id}/reactivate`, { cookie: admin.cookie });
      expect((await me({ cookie: person.cookie })).statusCode).toBe(401);
      expect(
        await server.db.selectFrom("sessions").select("sid").where("userId", "=", person.id).execute(),
      ).toEqual([]);
    }
  });

  it("sign-ins in flight when the account is deactivated leave no session for reactivation to revive (10 trials)", async () => {
    const { admin } = await admins();
    let raced = 0;
    for (let trial = 0; trial < 10; trial++) {
      const person = await createUser(server.db);
      // Each sign-in spends an Argon2 verification between reading the account and saving its session.
      const signIns = Array.from({ length: 4 }, () => login(person.email, person.password));
      // Half the trials deactivate as the first sign-in answers (so one surely finished, the others are
      // still in flight), half after a few milliseconds (all of them in flight, at different steps).
      await (trial % 2 === 0 ? Promise.race(signIns) : new Promise((r) => setTimeout(r, trial * 3)));
      const off = await send(server.app, "POST", `/api/admin/people/${person.id}/deactivate`, {
        cookie: admin.cookie,
      });
      expect(off.statusCode).toBe(200);
      const answers = await Promise.all(signIns);
      await send(server.app, "POST", `/api/admin/people/${person.id}/reactivate`, { cookie: admin.cookie });
      for (const answer of answers) {
        if (answer.statusCode !== 200) continue;
        raced += 1;
        const cookie = answer.cookies.filter((c) => c.name === "sid" && c.value !== "").at(-1);
        expect(cookie).toBeDefined();
        expect((await me({ cookie: `sid=${cookie?.value ?? ""}` })).statusCode).toBe(401);
      }
    }
    // Some sign-ins answered before the deactivation (the race happened).
    expect(raced).toBeGreaterThan(0);
  });
});

describe("bulk deactivation and reactivation over REST", () => {
  it("reports each person's outcome", async () => {
    const { admin } = await admins();
    const a = await createUser(server.db);
    const b = await createUser(server.db);
    const off = await send(server.app, "POST", "/api/admin/people/deactivate", {
      cookie: admin.cookie,
      body: { ids: [a.id, b.id, admin.id] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      changed: [a.id, b.id],
      unchanged: [],
      refused: [{ id: admin.id, reason: "You can't deactivate your own account." }],
    });
    const on = await send(server.app, "POST", "/api/admin/people/reactivate", {
      cookie: admin.cookie,
      body: { ids: [a.id] },
    });
    expect(on.json()).toEqual({ changed: [a.id], unchanged: [], refused: [] });
    const tooMany = await send(server.app, "POST", "/api/admin/people/deactivate", {
      cookie: admin.cookie,
      body: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe("groups over REST", () => {
  it("creates (201), refuses a duplicate name (409), renames, adds and removes members, deletes", async () => {
    const { admin } = await admins();
    const name = `Cohort ${Date.now()}`;
    const created = await send(server.app, "POST", "/api/admin/groups", {
      cookie: admin.cookie,
      body: { name },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ id: number }>();
    const duplicate = await send(server.app, "POST", "/api/admin/groups", {
      cookie: admin.cookie,
      body: { name: name.toUpperCase() },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(message(duplicate)).toBe(
      `A group named '${name.toUpperCase()}' already exists. Choose another name.`,
    );
    const renamed = await send(server.app, "PATCH", `/api/admin/groups/${group.id}`, {
      cookie: admin.cookie,
      body: { name: `${name} B` },
    });
    expect(renamed.json()).toMatchObject({ name: `${name} B` });
    const member = await createUser(server.db);
    const added = await send(server.app, "POST", `/api/admin/groups/${group.id}/members`, {
      cookie: admin.cookie,
      body: { userIds: [member.id] },
    });
    expect(added.json()).toMatchObject({ changed: [member.id], group: { memberCount: 1 } });
    const listed = await send(server.app, "GET", `/api/admin/groups?search=${encodeURIComponent(name)}`, {
      cookie: admin.cookie,
    });
    expect(listed.json()).toMatchObject({ groups: [{ id: group.id, memberCount: 1 }] });
    const removed = await send(server.app, "POST", `/api/admin/groups/${group.id}/members/remove`, {
      cookie: admin.cookie,
      body: { userIds: [member.id] },
    });
    expect(removed.json()).toMatchObject({ changed: [member.id], group: { memberCount: 0 } });
    const deleted = await send(server.app, "DELETE", `/api/admin/groups/${group.id}`, {
      cookie: admin.cookie,
    });
    expect(deleted.json()).toEqual({ success: true });
    const actions = await server.db
      .selectFrom("auditEvents")
      .select("action")
      .where("subjectType", "=", "group")
      .where("subjectId", "=", String(group.id))
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      "group.created",
      "group.renamed",
      "group.members_added",
      "group.members_removed",
      "group.deleted",
    ]);
    const user = await signIn(server.app, member.email, member.password);
    expect(
      (await send(server.app, "POST", "/api/admin/groups", { cookie: user, body: { name: "x" } })).statusCode,
    ).toBe(403);
  });
});
