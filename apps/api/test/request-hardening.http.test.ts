import { Readable } from "node:stream";
import { createUser } from "@leadcoach/api/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { restError } from "../src/rest/errors";
import { buildTestApp, useTestServer, signIn, send } from "./testing";

let cookie: string;
const server = useTestServer();
beforeAll(async () => {
  const account = await createUser(server.db);
  cookie = await signIn(server.app, account.email, account.password);
});

const json = (extra: Record<string, string> = {}) => ({ "content-type": "application/json", ...extra });

describe("bodies: authentication and size before body work", () => {
  it("refuses a 7 MB anonymous text/plain body by its type, without parsing it", async () => {
    // How fast, with eight at once, is measured by the reliability suite (huge-body).
    const huge = "a".repeat(7 * 1024 * 1024);
    for (const url of ["/api/goals/1", "/api/user-lessons/1"]) {
      const response = await server.app.inject({
        method: "PATCH",
        url,
        headers: { "content-type": "text/plain" },
        payload: huge,
      });
      expect(response.statusCode).toBe(415);
    }
  });

  it("answers 401 to an anonymous JSON body on a signed-in path before reading it", async () => {
    const response = await send(server.app, "PATCH", "/api/goals/1", {
      body: JSON.stringify({ title: "x".repeat(60_000) }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("refuses text/plain and multipart on JSON paths with 415", async () => {
    for (const [url, type] of [
      ["/api/auth/login", "text/plain"],
      ["/trpc/auth.login", "text/plain"],
      ["/trpc/auth.login", "multipart/form-data; boundary=x"],
      ["/api/goals/1", "multipart/form-data; boundary=x"],
    ] as const) {
      const response = await server.app.inject({
        method: "POST",
        url,
        headers: { "content-type": type, cookie },
        payload: '{"email":"a@b.c","password":"x"}',
      });
      expect({ url, type, status: response.statusCode }).toEqual({ url, type, status: 415 });
    }
  });

  it("refuses a body that is not a JSON object with 400, and a large body on a path with no upload with 413", async () => {
    const array = await send(server.app, "PATCH", "/api/goals/1", { cookie, body: "[1,2]" });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: "The request body must be a JSON object." });
    const text = await send(server.app, "PATCH", "/api/goals/1", { cookie, body: '"text"' });
    expect(text.statusCode).toBe(400);
    const large = JSON.stringify({ title: "x".repeat(100_000) });
    const goal = await send(server.app, "PATCH", "/api/goals/1", { cookie, body: large });
    expect(goal.statusCode).toBe(413);
    const trpc = await send(server.app, "POST", "/trpc/goals.create", { cookie, body: large });
    expect(trpc.statusCode).toBe(413);
  });

  it("counts a chunked body (no Content-Length) as it arrives: 64 KB for anyone but an uploader, even on /trpc", async () => {
    const chunks = Array.from({ length: 10 }, () => Buffer.from(" ".repeat(10_000)));
    const response = await server.app.inject({
      method: "POST",
      url: "/trpc/auth.login",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      payload: Readable.from([Buffer.from('{"email":"a@b.c","password":"x"'), ...chunks, Buffer.from("}")]),
    });
    expect(response.statusCode).toBe(413);
    const small = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      payload: Readable.from([
        Buffer.from('{"email":"nobody@example.test",'),
        Buffer.from('"password":"x"}'),
      ]),
    });
    expect(small.statusCode).toBe(401);
  });

  it("still takes an avatar-sized profile update from a signed-in user", async () => {
    const avatar = `data:image/png;base64,${"A".repeat(300_000)}`;
    const payload = JSON.stringify({
      name: "Avatar Person",
      email: `avatar-${Date.now()}@example.test`,
      avatar,
    });
    const rest = await send(server.app, "PUT", "/api/profile/update", { cookie, body: payload });
    expect(rest.statusCode).toBe(200);
    const trpc = await send(server.app, "POST", "/trpc/profile.update", { cookie, body: payload });
    expect(trpc.statusCode).toBe(200);
    // The same body without a session is refused before it is read.
    const anonymous = await send(server.app, "POST", "/trpc/profile.update", { body: payload });
    expect(anonymous.statusCode).toBe(413);
  });
});

describe("tRPC batches", () => {
  it("counts the decoded procedure list, so %2C cannot carry more calls than the cap", async () => {
    const paths = Array.from({ length: 50 }, () => "auth.session");
    const encoded = await send(server.app, "GET", `/trpc/${paths.join("%2C")}?batch=1&input={}`);
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json<{ message: string }>().message).toMatch(/At most 10 calls/);
    const broken = await server.app.inject({ method: "GET", url: "/trpc/auth.session%E0%A4%A?batch=1" });
    expect(broken.statusCode).toBe(400);
  });
});

describe("malformed input answers 400, never 500", () => {
  it("refuses a NUL character in any free-text field", async () => {
    const cases: ["POST" | "PUT" | "PATCH", string, Record<string, unknown>][] = [
      [
        "POST",
        "/api/auth/signup",
        { name: "A\u0000B", email: `nul-${Date.now()}@example.test`, password: "s3cret-one" },
      ],
      ["POST", "/api/auth/login", { email: "nul\u0000@example.test", password: "x" }],
      ["PUT", "/api/profile/update", { name: "N\u0000", email: "nul@example.test" }],
      ["PATCH", "/api/goals/1", { title: "T\u0000" }],
    ];
    for (const [method, url, body] of cases) {
      const response = await send(server.app, method, url, { cookie, body: JSON.stringify(body) });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/NUL/);
    }
    for (const path of ["goals.create", "calendar.create"]) {
      const response = await server.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: json({ cookie }),
        payload: JSON.stringify({
          title: "x\u0000",
          startTime: "2030-01-01T10:00:00Z",
          endTime: "2030-01-01T11:00:00Z",
        }),
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
    }
  });

  it("refuses ids above 2^31-1", async () => {
    const big = 2_147_483_648;
    for (const path of ["notifications.markRead", "recommendations.dismiss", "recommendations.start"]) {
      const response = await send(server.app, "POST", `/trpc/${path}`, {
        cookie,
        body: JSON.stringify({ id: big }),
      });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
    }
    const rest = await send(server.app, "DELETE", `/api/coaching-recommendations/${big}`, { cookie });
    expect(rest.statusCode).toBe(400);
  });
});

describe("responses", () => {
  it("signed-in API answers are never cached, and framing is denied consistently", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(String(response.headers["content-security-policy"])).toMatch(/frame-ancestors 'none'/);
    const trpc = await server.app.inject({ method: "GET", url: "/trpc/auth.session", headers: { cookie } });
    expect(trpc.headers["cache-control"]).toBe("no-store");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("error answers carry the same security headers as any other", async () => {
    const answers = await Promise.all([
      server.app.inject({ method: "GET", url: "/api/no-such-path" }),
      server.app.inject({ method: "GET", url: "/api/dashboard" }),
      send(server.app, "POST", "/api/auth/login", { body: "{not json" }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(answer.headers["content-security-policy"])).toMatch(/^default-src 'self';/);
    }
  });

  it("in production over HTTPS: HSTS, and a Secure __Host- cookie", async () => {
    const secure = await buildTestApp(server.testDb, {
      NODE_ENV: "production",
      APP_URL: "https://coach.example.com",
    });
    const account = await createUser(server.db);
    const login = await secure.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-sid=/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
    await secure.close();
  });

  it("a 5xx body never carries the database's message, in any mode", async () => {
    const broken = await buildTestApp(server.testDb, { NODE_ENV: "development" });
    broken.get("/api/test/explode", async () => {
      throw Object.assign(new Error('relation "secret_table" does not exist'), { code: "42P01" });
    });
    const response = await broken.inject({ method: "GET", url: "/api/test/explode" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret_table/);
    await broken.close();
    // A procedure's internal failure on a REST path: the same sentence as on /trpc.
    const failure = new TRPCError({
      code: "INTERNAL_SERVER_ERROR",
      message: 'relation "secret_table" does not exist',
    });
    expect(restError(failure)).toEqual({ status: 500, message: "Something went wrong." });
  });
});
