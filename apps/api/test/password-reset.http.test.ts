import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { redactSecrets } from "../src/app";
import { buildTestApp, useTestServer, frozenInWindow, signIn, send } from "./testing";

const server = useTestServer();

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

function forgot(email: unknown, remoteAddress = nextIp(), target = server.app) {
  return target.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
}

async function tokenFor(email: string): Promise<string> {
  const row = await server.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("toAddress", "=", email)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(row.textBody)?.[1];
  if (!token) throw new Error("no link");
  return token;
}

describe("POST /api/auth/forgot-password", () => {
  it("answers 200 with the same body whether or not the address has an account", async () => {
    const user = await createUser(server.db);
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${Date.now()}@example.test`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json<{ message: string }>().message).toContain("If an account uses that email address");
    expect(known.headers["cache-control"]).toBe("no-store");
  });

  it("answers 400 with a message for a malformed address, and 429 past the limit", async () => {
    const bad = await forgot("not-an-address");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "Enter a valid email address" });

    const limited = await buildTestApp(server.testDb, {}, { now: frozenInWindow(3_600_000, 60_000) });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await forgot(`spray-${i}@example.test`, ip, limited)).statusCode);
    await limited.close();
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the password once and ends every session of the account", async () => {
    const user = await createUser(server.db, { password: "old-password" });
    const laptop = await signIn(server.app, user.email, "old-password");
    const phone = await signIn(server.app, user.email, "old-password");
    expect((await forgot(user.email)).statusCode).toBe(200);
    const token = await tokenFor(user.email);

    const reset = await send(server.app, "POST", "/api/auth/reset-password", {
      cookie: laptop,
      body: { token, password: "new-password" },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: "Your password has been changed. Please sign in with your new password.",
    });
    for (const cookie of [laptop, phone]) {
      const me = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }

    const again = await send(server.app, "POST", "/api/auth/reset-password", {
      body: { token, password: "other-password" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ message: string }>().message).toContain("already been used");

    await expect(signIn(server.app, user.email, "old-password")).rejects.toThrow(/401/);
    await expect(signIn(server.app, user.email, "new-password")).resolves.toMatch(/^sid=/);
  });

  it("refuses a cross-site request", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "A".repeat(43), password: "new-password" },
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("the reset link's token", () => {
  it("is redacted from logged addresses and never sent on as a Referer", async () => {
    expect(redactSecrets(`/reset-password?token=${"A".repeat(43)}`)).toBe("/reset-password?token=[redacted]");
    const page = await server.app.inject({ method: "GET", url: `/reset-password?token=${"A".repeat(43)}` });
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });
});
