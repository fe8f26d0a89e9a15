import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "./testing";

const server = useTestServer();

async function member(role: "user" | "admin" | "super_admin", name = "Member") {
  const account = await createUser(server.db, { role, name });
  return { ...account, cookie: await signIn(server.app, account.email, account.password) };
}

describe("admin over REST", () => {
  it("GET /api/admin/download-emails answers user_emails.csv to a super admin only", async () => {
    const user = await member("user", "@risky,name");
    const admin = await member("admin");
    const superAdmin = await member("super_admin");
    const url = "/api/admin/download-emails";
    expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: "GET", url, headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(403);

    const file = await server.app.inject({ method: "GET", url, headers: { cookie: superAdmin.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="user_emails.csv"');
    expect(file.headers["cache-control"]).toBe("no-store");
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,name,email,username,role,active,created_at");
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${user.id},"'@risky,name",${user.email},,user,true,`)),
    );
  });

  it("answers 401, 403 and 200 on the JSON paths by role", async () => {
    const user = await member("user");
    const admin = await member("admin");
    const superAdmin = await member("super_admin");
    const get = (url: string, cookie?: string) =>
      server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }).then((r) => r.statusCode);
    for (const url of [
      "/api/admin/analytics",
      `/api/admin/user/${user.id}/dashboard`,
      "/api/admin/demo-credentials",
    ]) {
      expect(await get(url)).toBe(401);
      expect(await get(url, user.cookie)).toBe(403);
      expect(await get(url, superAdmin.cookie)).toBe(200);
    }
    expect(await get("/api/admin/analytics", admin.cookie)).toBe(200);
    expect(await get(`/api/admin/user/${user.id}/dashboard`, admin.cookie)).toBe(200);
    expect(await get("/api/admin/demo-credentials", admin.cookie)).toBe(403);
    expect(await get("/api/admin/user/abc/dashboard", admin.cookie)).toBe(400);
    expect(await get("/api/admin/user/999999/dashboard", admin.cookie)).toBe(404);
  });
});
