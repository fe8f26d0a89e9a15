import { Readable } from "node:stream";
import { createUser, dataUrl, testImages } from "@leadcoach/api/testing";
import { MAX_BUG_SCREENSHOT_BYTES } from "@leadcoach/api/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { BUG_SCREENSHOT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "../src/plugins/body-limits";
import { useTestServer, signIn, send } from "./testing";

let owner: { id: number; cookie: string };
let admin: { id: number; cookie: string };
let other: { id: number; cookie: string };

async function account(role: "user" | "admin") {
  const user = await createUser(server.db, { role });
  return { id: user.id, cookie: await signIn(server.app, user.email, user.password) };
}

const server = useTestServer();
beforeAll(async () => {
  owner = await account("user");
  admin = await account("admin");
  other = await account("user");
});

const json = (cookie?: string) => ({ "content-type": "application/json", ...(cookie ? { cookie } : {}) });
const valid = {
  title: "Save button does nothing",
  description: "Clicking Save on the goal dialog does nothing.",
};

async function call(method: "GET" | "POST" | "PUT", url: string, cookie?: string, body?: unknown) {
  const response = await server.app.inject({
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
    const mine = await send(server.app, "GET", "/api/bug-reports/my-reports", { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ id: number }[]>().map((r) => r.id)).toContain(report.id);

    const stats = await call("GET", "/api/bug-reports/summary/stats", admin.cookie);
    expect(stats.status).toBe(200);
    expect(Object.keys(stats.body).sort()).toEqual(["critical", "open", "resolved", "total"]);
    expect(await call("GET", "/api/bug-reports/summary/stats", owner.cookie)).toMatchObject({ status: 403 });

    const list = await send(server.app, "GET", "/api/bug-reports?status=open&limit=5", {
      cookie: admin.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json<{ status: string }[]>().every((r) => r.status === "open")).toBe(true);
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
      const seen = await server.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
      expect(seen.body).not.toContain("Internal: check the logs");
    }
    const notes = await send(server.app, "GET", "/trpc/notifications.list", { cookie: owner.cookie });
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

describe("GET /api/bug-reports: the documented bare array", () => {
  async function list(query: string, cookie = admin.cookie) {
    const response = await send(server.app, "GET", `/api/bug-reports${query}`, { cookie });
    return {
      status: response.statusCode,
      total: response.headers["x-total-count"],
      body: response.json<unknown>(),
    };
  }

  it("answers the reports newest first, with the documented fields and comments, the total in X-Total-Count", async () => {
    const older = await createReport({ ...valid, title: "Older report", severity: "critical" });
    const newer = await createReport({
      ...valid,
      title: "Newer report",
      severity: "critical",
      url: "https://a.example/x",
    });
    await call("POST", `/api/bug-reports/${newer.id}/comments`, admin.cookie, {
      comment: "Looking",
      isInternal: true,
    });

    const all = await list("?severity=critical");
    expect(all.status).toBe(200);
    const reports = all.body as Record<string, unknown>[];
    expect(Array.isArray(reports)).toBe(true);
    expect(all.total).toBe(String(reports.length));
    expect(reports.map((r) => r.id)).toEqual(expect.arrayContaining([newer.id, older.id]));
    expect(reports.findIndex((r) => r.id === newer.id)).toBeLessThan(
      reports.findIndex((r) => r.id === older.id),
    );
    const shown = reports.find((r) => r.id === newer.id);
    // The fields of a bug report as the documents read it, and the comments an admin may see.
    for (const field of [
      "id",
      "title",
      "severity",
      "status",
      "category",
      "description",
      "createdAt",
      "resolvedAt",
      "resolution",
      "url",
      "userId",
      "browserInfo",
      "deviceInfo",
      "comments",
    ]) {
      expect(shown, field).toHaveProperty(field);
    }
    expect(shown).toMatchObject({
      title: "Newer report",
      userId: owner.id,
      url: "https://a.example/x",
      comments: [{ comment: "Looking", isInternal: true, userId: admin.id }],
    });
  });

  it("pages with limit and offset, the total across pages, and refuses bad paging with a 400", async () => {
    for (let i = 0; i < 3; i += 1) await createReport({ ...valid, title: `Paged ${i}`, severity: "low" });
    const all = await list("?severity=low");
    const total = Number(all.total);
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await list("?severity=low&limit=2");
    const second = await list("?severity=low&limit=2&offset=2");
    expect(first.total).toBe(String(total));
    expect(second.total).toBe(String(total));
    expect((first.body as unknown[]).length).toBe(2);
    expect(
      [...(first.body as { id: number }[]), ...(second.body as { id: number }[])].map((r) => r.id),
    ).toEqual(
      (all.body as { id: number }[]).slice(0, 2 + (second.body as unknown[]).length).map((r) => r.id),
    );
    for (const query of ["?limit=0", "?limit=201", "?limit=2.5", "?offset=-1", "?offset=x"]) {
      expect((await list(query)).status, query).toBe(400);
    }
    expect(await list("", owner.cookie)).toMatchObject({ status: 403, total: undefined });
  });
});

describe("GET /api/bug-reports/export: the admin's CSV", () => {
  /** RFC 4180: quoted fields with doubled quotes and line breaks inside, CRLF between records. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i] ?? "";
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        row.push(field);
        field = "";
      } else if (c === "\r" && text[i + 1] === "\n") {
        rows.push([...row, field]);
        row = [];
        field = "";
        i += 1;
      } else field += c;
    }
    return rows;
  }

  it("writes the reporter's name and e-mail, the URL, steps, expected and actual behaviour, RFC 4180 and formula-neutral", async () => {
    const reporter = await createUser(server.db, { role: "user", name: '=Ada, "the" Reporter' });
    const cookie = await signIn(server.app, reporter.email, reporter.password);
    const created = await call("POST", "/api/bug-reports", cookie, {
      title: '=HYPERLINK("http://evil")',
      description: "First line, with a comma\nsecond line",
      severity: "high",
      category: "data",
      stepsToReproduce: '1. Open goals\r\n2. Click "Save"',
      expectedBehavior: "+saved",
      actualBehavior: "@nothing",
      url: "https://app.example/goals?a=1,2",
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;

    const response = await send(server.app, "GET", "/api/bug-reports/export?severity=high&status=open", {
      cookie: admin.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="bug-reports-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = response.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]?.join(", ")).toBe(
      "ID, Title, Severity, Category, Status, Created, User, Description, User Email, URL, Steps to Reproduce, Expected Behaviour, Actual Behaviour",
    );
    const record = rows.find((r) => r[0] === String(id));
    expect(record).toEqual([
      String(id),
      '\'=HYPERLINK("http://evil")',
      "high",
      "data",
      "open",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      '\'=Ada, "the" Reporter',
      "First line, with a comma\nsecond line",
      reporter.email,
      "https://app.example/goals?a=1,2",
      '1. Open goals\r\n2. Click "Save"',
      "'+saved",
      "'@nothing",
    ]);
    // The multi-line value is quoted, its quotes doubled, so the record stays one record.
    expect(text).toContain('"1. Open goals\r\n2. Click ""Save"""');
    expect(rows.slice(1).every((r) => r[2] === "high" && r[4] === "open")).toBe(true);
    expect(response.headers["x-total-count"]).toBe(String(rows.length - 1));
  });

  it("is for admins only, and refuses an unknown filter with a 400", async () => {
    const url = "/api/bug-reports/export";
    expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const refused = await server.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain("Save button");
    expect((await send(server.app, "GET", `${url}?status=wrong`, { cookie: admin.cookie })).statusCode).toBe(
      400,
    );
    const everything = await send(server.app, "GET", `${url}?status=all&severity=all`, {
      cookie: admin.cookie,
    });
    expect(everything.statusCode).toBe(200);
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
        const image = await send(server.app, "GET", report.screenshot!, { cookie });
        expect(image.statusCode).toBe(200);
        expect(image.headers["content-type"]).toBe(type);
        expect(image.headers["x-content-type-options"]).toBe("nosniff");
        expect(image.headers["content-disposition"]).toBe(
          `inline; filename="bug-report-${report.id}.${kind === "jpeg" ? "jpg" : kind}"`,
        );
        expect(image.headers["cache-control"]).toBe("private, no-store");
        expect(image.rawPayload.equals(bytes)).toBe(true);
      }
      const stranger = await send(server.app, "GET", report.screenshot!, { cookie: other.cookie });
      expect(stranger.statusCode).toBe(404);
      expect((await server.app.inject({ method: "GET", url: report.screenshot! })).statusCode).toBe(401);
    }
    const none = await createReport();
    const missing = await send(server.app, "GET", `/api/bug-reports/${none.id}/screenshot`, {
      cookie: owner.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await send(server.app, "GET", "/api/bug-reports/x/screenshot", { cookie: owner.cookie });
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
      const rest = await send(server.app, "POST", "/api/bug-reports", {
        cookie: owner.cookie,
        body: payload,
      });
      expect(rest.statusCode).toBe(201);
      const trpc = await send(server.app, "POST", "/trpc/bugReports.create", {
        cookie: owner.cookie,
        body: payload,
      });
      expect(trpc.statusCode).toBe(200);
      const tooLarge = JSON.stringify({ ...valid, screenshot: "A".repeat(BUG_SCREENSHOT_BODY_LIMIT) });
      const refused = await send(server.app, "POST", "/api/bug-reports", {
        cookie: owner.cookie,
        body: tooLarge,
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
    const post = (url: string) =>
      server.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", "content-length": String(size + 29) },
        payload: body(),
      });
    // The declared length alone decides: the 64 KB limit of anyone signed out.
    expect((await post("/api/bug-reports")).statusCode).toBe(413);
    expect((await post("/trpc/bugReports.create")).statusCode).toBe(413);
    // Neither answer waited for the body: far less than the 7 MB was ever produced.
    expect(pulled).toBeLessThan(size);
  });

  it("keeps 512 KB for the avatar and 64 KB elsewhere for a signed-in caller", async () => {
    const big = JSON.stringify({ name: "A", email: "a@example.test", avatar: "A".repeat(UPLOAD_BODY_LIMIT) });
    const avatar = await send(server.app, "PUT", "/api/profile/update", { cookie: owner.cookie, body: big });
    expect(avatar.statusCode).toBe(413);
    const comment = JSON.stringify({ comment: "x".repeat(100_000) });
    const report = await createReport();
    const refused = await send(server.app, "POST", `/api/bug-reports/${report.id}/comments`, {
      cookie: owner.cookie,
      body: comment,
    });
    expect(refused.statusCode).toBe(413);
  });
});
