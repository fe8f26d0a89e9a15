import { createUser } from "@leadcoach/api/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  useTestServer,
  sessionCookie,
  signIn,
  send,
  sessionRowsOf,
  sessionRowOf,
} from "./testing";

/**
 * A request that holds its session open until the test lets it finish: the shape of a slow dashboard
 * call still running when its owner signs out.
 */
function addHeldRoute(app: FastifyInstance) {
  const gates: (() => void)[] = [];
  app.get("/test/held", async (request) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    return { userId: request.session?.get("userId") ?? null };
  });
  return {
    release: () => gates.splice(0).forEach((open) => open()),
    waiting: () => gates.length,
  };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

let held: ReturnType<typeof addHeldRoute>;
const server = useTestServer({}, {});
beforeAll(async () => {
  held = addHeldRoute(server.app);
});

const me = (cookie: string) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("a session that has ended stays ended, whatever was in flight", () => {
  it("logout with requests in flight: the cookie is refused from the next request on (10 trials)", async () => {
    for (let trial = 0; trial < 10; trial++) {
      const account = await createUser(server.db);
      const cookie = await signIn(server.app, account.email, account.password);
      const inFlight = [1, 2, 3].map(() =>
        server.app.inject({ method: "GET", url: "/test/held", headers: { cookie } }),
      );
      await until(() => held.waiting() === 3);
      expect(
        (await server.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode,
      ).toBe(200);
      held.release();
      const finished = await Promise.all(inFlight);
      // They were answered (they started signed in) ...
      expect(finished.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      // ... but their rolling renewal did not bring the session back.
      expect((await me(cookie)).statusCode).toBe(401);
      const rows = await sessionRowsOf(server.db, account.id);
      expect(rows).toEqual([]);
    }
  });

  it("password change with another device's requests in flight signs that device out (10 trials)", async () => {
    for (let trial = 0; trial < 10; trial++) {
      const account = await createUser(server.db);
      const mine = await signIn(server.app, account.email, account.password);
      const stolen = await signIn(server.app, account.email, account.password);
      const inFlight = [1, 2].map(() =>
        server.app.inject({ method: "GET", url: "/test/held", headers: { cookie: stolen } }),
      );
      await until(() => held.waiting() === 2);
      const change: LightMyRequestResponse = await send(server.app, "POST", "/trpc/settings.changePassword", {
        cookie: mine,
        body: { currentPassword: account.password, newPassword: `new-${account.password}` },
      });
      expect(change.statusCode).toBe(200);
      held.release();
      await Promise.all(inFlight);
      expect((await me(stolen)).statusCode).toBe(401);
      expect((await me(sessionCookie(change))).statusCode).toBe(200);
    }
  });
});

// On the embedded database a repeated session lookup is answered from its last reply (D132): these
// check that a change made between two requests, or the clock passing the expiry, is never missed.
describe("the next request sees what changed since the last one", () => {
  it("an account deactivated between two requests is signed out on the second", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
    await server.db.updateTable("users").set({ isActive: false }).where("id", "=", account.id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("a renamed account shows its new name on the next request", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    expect((await me(cookie)).json()).toMatchObject({ id: account.id });
    await server.db
      .updateTable("users")
      .set({ name: "Renamed Since" })
      .where("id", "=", account.id)
      .execute();
    expect((await me(cookie)).json()).toMatchObject({ id: account.id, name: "Renamed Since" });
  });

  it("a session whose expiry has passed is refused, on the next request and the one after", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    expect((await me(cookie)).statusCode).toBe(200);
    const expire = new Date(Date.now() - 1_000);
    await server.db.updateTable("sessions").set({ expire }).where("userId", "=", account.id).execute();
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe("a session past its absolute limit", () => {
  it("answers as signed out, not 500, and removes the row", async () => {
    const capped = await buildTestApp(server.testDb, { SESSION_ABSOLUTE_MAX_DAYS: "1" });
    const account = await createUser(server.db);
    const cookie = await signIn(capped, account.email, account.password);
    // Sign-in happened two days ago.
    await server.db
      .updateTable("sessions")
      .set({
        sess: JSON.stringify({ userId: account.id, signedInAt: Date.now() - 2 * 86_400_000, cookie: {} }),
      })
      .where("userId", "=", account.id)
      .execute();
    for (const url of ["/api/auth/user", "/api/dashboard", "/trpc/auth.session"]) {
      const response = await capped.inject({ method: "GET", url, headers: { cookie } });
      expect({ url, status: response.statusCode }).toEqual({
        url,
        status: url === "/trpc/auth.session" ? 200 : 401,
      });
    }
    const rows = await sessionRowsOf(server.db, account.id);
    expect(rows).toEqual([]);
    await capped.close();
  });
});

describe("renewal", () => {
  it("a read within the renewal step writes nothing to the session row", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const before = await sessionRowOf(server.db, account.id);
    await new Promise((r) => setTimeout(r, 20));
    expect((await me(cookie)).statusCode).toBe(200);
    const after = await sessionRowOf(server.db, account.id);
    expect(after).toEqual(before);
  });

  it("23 hours after the last renewal a read still writes nothing", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const row = await sessionRowOf(server.db, account.id);
    await server.db
      .updateTable("sessions")
      .set({ sess: JSON.stringify({ ...(row.sess as object), signedInAt: Date.now() - 23 * 3_600_000 }) })
      .where("userId", "=", account.id)
      .execute();
    const before = await sessionRowOf(server.db, account.id);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.filter((c) => c.name === "sid")).toEqual([]);
    const after = await sessionRowOf(server.db, account.id);
    expect(after).toEqual(before);
  });

  it("moves the expiry forward once the renewal interval has passed, and sends the renewed cookie", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    const row = await sessionRowOf(server.db, account.id);
    // Signed in two days ago, with ten days left.
    await server.db
      .updateTable("sessions")
      .set({
        sess: JSON.stringify({ ...(row.sess as object), signedInAt: twoDaysAgo }),
        expire: new Date(Date.now() + 10 * 86_400_000),
      })
      .where("userId", "=", account.id)
      .execute();
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((c) => c.name === "sid" && c.value !== "")).toBe(true);
    const after = await sessionRowOf(server.db, account.id);
    expect((after.expire.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    // The next read within the day sends no cookie and writes nothing.
    const again = await me(cookie);
    expect(again.cookies.filter((c) => c.name === "sid")).toEqual([]);
  });
});
