import { Readable } from "node:stream";
import { createUser, dataUrl, testImages } from "@leadcoach/api/testing";
import { MAX_BUG_SCREENSHOT_BYTES } from "@leadcoach/api/schemas";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUG_SCREENSHOT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "./plugins/body-limits";
import { buildTestApp, signIn } from "./testing";

let t: TestDb;
let app: FastifyInstance;
let owner: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let other: { id: number; cookie: string };

async function account(role: "user" | "admin") {
  const user = await createUser(t.db, { role });
  return { id: user.id, cookie: await signIn(app, user.email, user.password) };
}

beforeAll(async () => {
  t = await createTestDb();
  app = await buildTestApp(t);
  owner = await account("user");
  admin = await account("admin");
  other = await account("user");
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

const json = (cookie?: string) => ({ "content-type": "application/json", ...(cookie ? { cookie } : {}) });
const valid = {
  title: "Save button does nothing",
  description: "Clicking Save on the goal dialog does nothing.",
};

async function call(method: "GET" | "POST" | "PUT", url: string, cookie?: string, body?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers: body === undefined ? (cookie ? { cookie } : {}) : json(cookie),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function createReport(body: Record<string, unknown> = valid) {
  const created = await call("POST", "/api/bug-reports", owner.cookie, body);
  expect(created.status).toBe(201);
  return created.body as { id: number; screenshot: string | null };
}

describe("REST /api/bug-reports", () => {
  it("creates a report with the defaults and answers validation with the spec's words", async () => {
    const created = await call("POST", "/api/bug-reports", owner.cookie, {
      ...valid,
      url: "http://localhost:5173/goals",
      browserInfo: "Chrome",
      deviceInfo: "Linux",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...valid,
      userId: owner.id,
      severity: "medium",
      category: "functionality",
      priority: "medium",
      status: "open",
      url: "http://localhost:5173/goals",
      comments: [],
    });
    for (const [body, message] of [
      [{ ...valid, title: "" }, "Title is required"],
      [{ ...valid, title: "t".repeat(201) }, "Title too long"],
      [{ ...valid, description: "short" }, "Description must be at least 10 characters"],
      [{ ...valid, url: "nope" }, "URL must be a valid URL"],
    ] as const) {
      expect(await call("POST", "/api/bug-reports", owner.cookie, body)).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect((await call("POST", "/api/bug-reports", undefined, valid)).status).toBe(401);
  });

  it("routes my-reports and summary/stats before /:id, and keeps the admin paths for admins", async () => {
    const report = await createReport();
    const mine = await app.inject({
      method: "GET",
      url: "/api/bug-reports/my-reports",
      headers: { cookie: owner.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ id: number }[]>().map((r) => r.id)).toContain(report.id);

    const stats = await call("GET", "/api/bug-reports/summary/stats", admin.cookie);
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body).sort()).toEqual(["critical", "open", "resolved", "total"]);
    expect(await call("GET", "/api/bug-reports/summary/stats", owner.cookie)).toMatchObject({ status: 403 });

    const list = await call("GET", "/api/bug-reports?status=open&limit=5", admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ limit: 5, offset: 0 });
    expect((list.body.reports as { status: string }[]).every((r) => r.status === "open")).toBe(true);
    expect((await call("GET", "/api/bug-reports?status=wrong", admin.cookie)).status).toBe(400);
    expect((await call("GET", "/api/bug-reports?limit=abc", admin.cookie)).status).toBe(400);
    expect((await call("GET", "/api/bug-reports", owner.cookie)).status).toBe(403);

    expect((await call("GET", `/api/bug-reports/${report.id}`, owner.cookie)).status).toBe(200);
    expect((await call("GET", `/api/bug-reports/${report.id}`, admin.cookie)).status).toBe(200);
    expect(await call("GET", `/api/bug-reports/${report.id}`, other.cookie)).toEqual({
      status: 404,
      body: { message: "Bug report not found" },
    });
    expect((await call("GET", "/api/bug-reports/abc", owner.cookie)).status).toBe(400);
  });

  it("comments, hides internal ones from the reporter, updates, resolves and closes", async () => {
    const report = await createReport();
    const base = `/api/bug-reports/${report.id}`;
    expect(
      (
        await call("POST", `${base}/comments`, admin.cookie, {
          comment: "Internal: check the logs",
          isInternal: true,
        })
      ).status,
    ).toBe(201);
    expect(
      (await call("POST", `${base}/comments`, admin.cookie, { comment: "Can you retry?", isInternal: false }))
        .status,
    ).toBe(201);
    const reply = await call("POST", `${base}/comments`, owner.cookie, {
      comment: "Retried, same",
      isInternal: true,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.comments).toMatchObject([
      { comment: "Can you retry?", isInternal: false, isAdminResponse: true },
      { comment: "Retried, same", isInternal: false, isAdminResponse: false },
    ]);
    for (const url of [base, "/api/bug-reports/my-reports"]) {
      const seen = await app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
      expect(seen.body).not.toContain("Internal: check the logs");
    }
    const notes = await app.inject({
      method: "GET",
      url: "/trpc/notifications.list",
      headers: { cookie: owner.cookie },
    });
    expect(notes.body).not.toContain("Internal: check the logs");
    expect(await call("POST", `${base}/comments`, owner.cookie, { comment: " " })).toEqual({
      status: 400,
      body: { message: "Comment is required" },
    });
    expect((await call("POST", `${base}/comments`, other.cookie, { comment: "Me too" })).status).toBe(404);

    expect(
      await call("PUT", base, admin.cookie, { status: "in_progress", priority: "critical" }),
    ).toMatchObject({
      status: 200,
      body: { status: "in_progress", priority: "critical" },
    });
    expect((await call("PUT", base, owner.cookie, { status: "closed" })).status).toBe(403);
    expect(
      await call("POST", `${base}/resolve`, admin.cookie, { resolution: "Fixed the handler" }),
    ).toMatchObject({
      status: 200,
      body: { status: "resolved", resolution: "Fixed the handler" },
    });
    expect((await call("PUT", base, admin.cookie, { status: "closed" })).status).toBe(200);
    expect(await call("POST", `${base}/comments`, owner.cookie, { comment: "One more thing" })).toEqual({
      status: 409,
      body: { message: "Users may comment only on their own reports, and only while not closed" },
    });
  });
});

describe("screenshots over HTTP", () => {
  it("serves PNG, JPEG and WebP back byte for byte, to the reporter and admins only", async () => {
    for (const [kind, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = testImages[kind](10_000);
      const report = await createReport({ ...valid, screenshot: dataUrl(bytes, type) });
      expect(report.screenshot).toBe(`/api/bug-reports/${report.id}/screenshot`);
      for (const cookie of [owner.cookie, admin.cookie]) {
        const image = await app.inject({ method: "GET", url: report.screenshot!, headers: { cookie } });
        expect(image.statusCode).toBe(200);
        expect(image.headers["content-type"]).toBe(type);
        expect(image.headers["x-content-type-options"]).toBe("nosniff");
        expect(image.rawPayload.equals(bytes)).toBe(true);
      }
      const stranger = await app.inject({
        method: "GET",
        url: report.screenshot!,
        headers: { cookie: other.cookie },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: report.screenshot! })).statusCode).toBe(401);
    }
    const none = await createReport();
    const missing = await app.inject({
      method: "GET",
      url: `/api/bug-reports/${none.id}/screenshot`,
      headers: { cookie: owner.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: "GET",
      url: "/api/bug-reports/x/screenshot",
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a renamed .exe and an image over 5 MB with a clear 400", async () => {
    expect(
      await call("POST", "/api/bug-reports", owner.cookie, {
        ...valid,
        screenshot: dataUrl(testImages.exe(), "image/png"),
      }),
    ).toEqual({ status: 400, body: { message: "Screenshot must be a PNG, JPEG or WebP image" } });
    expect(
      await call("POST", "/api/bug-reports", owner.cookie, {
        ...valid,
        screenshot: dataUrl(testImages.png(MAX_BUG_SCREENSHOT_BYTES + 1)),
      }),
    ).toEqual({ status: 400, body: { message: "Screenshot must be at most 5 MB" } });
  });
});

describe("body limits for bug screenshots", () => {
  // A 5 MB image: 6,990,508 base64 characters, about 6.7 MB of JSON.
  const largest = () =>
    JSON.stringify({ ...valid, screenshot: dataUrl(testImages.png(MAX_BUG_SCREENSHOT_BYTES)) });

  // Two 5 MB images through PGlite's WebAssembly take a while on a busy machine.
  it(
    "accepts a signed-in 6.7 MB screenshot on REST and /trpc, and nothing past the screenshot limit",
    { timeout: 120_000 },
    async () => {
      const payload = largest();
      expect(payload.length).toBeGreaterThan(6.6 * 1024 * 1024);
      expect(payload.length).toBeLessThan(BUG_SCREENSHOT_BODY_LIMIT);
      const rest = await app.inject({
        method: "POST",
        url: "/api/bug-reports",
        headers: json(owner.cookie),
        payload,
      });
      expect(rest.statusCode).toBe(201);
      const trpc = await app.inject({
        method: "POST",
        url: "/trpc/bugReports.create",
        headers: json(owner.cookie),
        payload,
      });
      expect(trpc.statusCode).toBe(200);
      const tooLarge = JSON.stringify({ ...valid, screenshot: "A".repeat(BUG_SCREENSHOT_BODY_LIMIT) });
      const refused = await app.inject({
        method: "POST",
        url: "/api/bug-reports",
        headers: json(owner.cookie),
        payload: tooLarge,
      });
      expect(refused.statusCode).toBe(413);
    },
  );

  it("refuses an anonymous 7 MB body before reading it", async () => {
    const size = 7 * 1024 * 1024;
    let pulled = 0;
    const body = () =>
      Readable.from(
        (function* () {
          yield Buffer.from('{"title":"x","screenshot":"');
          for (let sent = 0; sent < size; sent += 64 * 1024) {
            pulled += 64 * 1024;
            yield Buffer.alloc(64 * 1024, 0x41);
          }
          yield Buffer.from('"}');
        })(),
      );
    const rest = await app.inject({
      method: "POST",
      url: "/api/bug-reports",
      headers: { "content-type": "application/json", "content-length": String(size + 29) },
      payload: body(),
    });
    // The declared length alone decides: the 64 KB limit of anyone signed out.
    expect(rest.statusCode).toBe(413);
    const trpc = await app.inject({
      method: "POST",
      url: "/trpc/bugReports.create",
      headers: { "content-type": "application/json", "content-length": String(size + 29) },
      payload: body(),
    });
    expect(trpc.statusCode).toBe(413);
    // Neither answer waited for the body: far less than the 7 MB was ever produced.
    expect(pulled).toBeLessThan(size);
  });

  it("keeps 512 KB for the avatar and 64 KB elsewhere for a signed-in caller", async () => {
    const big = JSON.stringify({ name: "A", email: "a@example.test", avatar: "A".repeat(UPLOAD_BODY_LIMIT) });
    const avatar = await app.inject({
      method: "PUT",
      url: "/api/profile/update",
      headers: json(owner.cookie),
      payload: big,
    });
    expect(avatar.statusCode).toBe(413);
    const comment = JSON.stringify({ comment: "x".repeat(100_000) });
    const report = await createReport();
    const refused = await app.inject({
      method: "POST",
      url: `/api/bug-reports/${report.id}/comments`,
      headers: json(owner.cookie),
      payload: comment,
    });
    expect(refused.statusCode).toBe(413);
  });
});
