import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn, send } from "./testing";

const server = useTestServer();

async function account() {
  const user = await createUser(server.db, { name: "Hattie Http" });
  return { ...user, cookie: await signIn(server.app, user.email, user.password) };
}

describe("GET /api/account/export", () => {
  it("answers the caller's data as a JSON attachment, and 401 signed out", async () => {
    const { email, cookie } = await account();
    const response = await send(server.app, "GET", "/api/account/export", { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leadcoach-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = response.json<{ profile: { email: string }; tables: Record<string, unknown[]> }>();
    expect(data.profile.email).toBe(email);
    expect(data.tables.sessions).toHaveLength(1);
    expect(response.body).not.toContain("$argon2");

    const anonymous = await server.app.inject({ method: "GET", url: "/api/account/export" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("DELETE /api/account", () => {
  it("refuses a wrong password and an access token, then erases the account and ends its sessions", async () => {
    const { email, password, cookie } = await account();
    const otherDevice = await signIn(server.app, email, password);

    const wrong = await send(server.app, "DELETE", "/api/account", {
      cookie,
      body: { password: "not-the-password" },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toContain("That password is not correct");

    const created = await send(server.app, "POST", "/trpc/accessTokens.create", {
      cookie,
      body: JSON.stringify({ name: "script", expiresInDays: 30, scope: "write" }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json<{ result: { data: { token: string } } }>().result.data.token;
    const byToken = await server.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { authorization: `Bearer ${token}` },
      payload: { password },
    });
    expect(byToken.statusCode).toBe(403);

    const deleted = await send(server.app, "DELETE", "/api/account", { cookie, body: { password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });

    for (const headers of [{ cookie }, { cookie: otherDevice }, { authorization: `Bearer ${token}` }]) {
      const after = await server.app.inject({ method: "GET", url: "/api/auth/user", headers });
      expect(after.statusCode).toBe(401);
    }
    const again = await send(server.app, "POST", "/api/auth/login", { body: { email, password } });
    expect(again.statusCode).toBe(401);
  });
});
