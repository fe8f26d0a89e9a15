import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "./testing";

/** A built web app in miniature: an entry page, a hashed script with its compressed copies and its map. */
const dist = mkdtempSync(join(tmpdir(), "leadcoach-web-"));
const script = `console.log(${JSON.stringify("x".repeat(4_000))});`;
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>LeadCoach</title>");
writeFileSync(join(dist, "assets/app-abc123.js"), script);
writeFileSync(join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
writeFileSync(join(dist, "assets/app-abc123.js.map"), '{"version":3}');

let t: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDb();
  app = await buildTestApp(t, { WEB_DIST: dist });
});
afterAll(async () => {
  await app.close();
  await t.drop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("the built web app", () => {
  it("sends the compressed copy the browser accepts, cached for good", async () => {
    const br = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"])).toBeLessThan(script.length / 10);
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-abc123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("never serves source maps", async () => {
    const map = await get("/assets/app-abc123.js.map");
    expect(map.statusCode).toBe(404);
  });

  it("answers client-side routes with index.html, revalidated every time", async () => {
    const page = await get("/goals", { accept: "text/html" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>LeadCoach</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
  });
});
