import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createUser } from "@leadcoach/api/testing";
import { afterAll, describe, expect, it } from "vitest";
import { FIRST_NAME_SLOT } from "../src/plugins/web";
import { useTestServer, signIn } from "./testing";

/** A built web app in miniature: an entry page, a hashed script with its compressed copies and its map. */
const dist = mkdtempSync(join(tmpdir(), "leadcoach-web-"));
const script = `console.log(${JSON.stringify("x".repeat(4_000))});`;
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>LeadCoach</title>");
/** The prerendered landing page, with its one inline script (the colour scheme). */
const landingScript = 'document.documentElement.setAttribute("data-mantine-color-scheme", "light");';
writeFileSync(
  join(dist, "landing.html"),
  `<!doctype html><title>Landing | LeadCoach</title><script>${landingScript}</script><h1>Welcome</h1>`,
);
/** The prerendered sign-in page: the colour-scheme script and the one holding a early submit. */
const holdScript = 'document.addEventListener("submit", function (event) { event.preventDefault(); }, true);';
writeFileSync(
  join(dist, "login.html"),
  `<!doctype html><title>Sign In | LeadCoach</title><script>${landingScript}</script><script>${holdScript}</script><h1>Welcome to LeadCoach</h1>`,
);
/** The signed-in dashboard's shell, with the slot for the person's first name. */
writeFileSync(
  join(dist, "dashboard.html"),
  `<!doctype html><title>Dashboard | LeadCoach</title><script>${landingScript}</script><h1>Leadership Development</h1><p>Welcome, ${FIRST_NAME_SLOT}. Here is where your leadership growth stands.</p>`,
);
writeFileSync(join(dist, "assets/app-abc123.js"), script);
writeFileSync(join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
writeFileSync(join(dist, "assets/app-abc123.js.map"), '{"version":3}');

const server = useTestServer({ WEB_DIST: dist });
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: "GET", url, headers });

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

  it("compresses JSON above 1 KB for clients that accept it, and leaves small answers alone", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const plain = await get("/api/lessons", { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get("/api/lessons", { cookie, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    const small = await get("/healthz", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
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

  it("answers GET / with the app for any client, curl's Accept */* and no Accept included", async () => {
    const clients: Record<string, string>[] = [
      { accept: "*/*" },
      {},
      { accept: "text/html,application/xhtml+xml" },
    ];
    for (const headers of clients) {
      const page = await get("/", headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("LeadCoach</title>");
    }
    const route = await get("/lesson/abc", { accept: "*/*" });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain("<title>LeadCoach</title>");
  });

  it("keeps JSON 404s for API and tRPC paths, missing files and clients asking for JSON", async () => {
    for (const [url, accept] of [
      ["/api/nope", "*/*"],
      ["/api/nope", "text/html"],
      ["/trpc/nope", "*/*"],
      ["/assets/missing-abc123.js", "*/*"],
      ["/robots.txt", "*/*"],
      ["/goals", "application/json"],
    ] as const) {
      const response = await get(url, { accept });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("sends the prerendered landing page for / to a visitor without a session, its inline script allowed by hash", async () => {
    const landing = await get("/", { accept: "*/*" });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain("<title>Landing | LeadCoach</title>");
    expect(landing.headers["cache-control"]).toBe("no-cache");
    expect(landing.headers.vary).toContain("Cookie");
    const hash = createHash("sha256").update(landingScript).digest("base64");
    const csp = String(landing.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("default-src 'self'");

    // A cookie whose session is unknown (expired, revoked, made up) is a visitor's: the landing page too.
    const stale = await get("/", { accept: "text/html", cookie: "sid=s%3Aanything" });
    expect(stale.body).toContain("<title>Landing | LeadCoach</title>");
    // "/dashboard" shows the landing page to a visitor as well; other routes are never the landing page.
    const dashboard = await get("/dashboard", { accept: "text/html" });
    expect(dashboard.body).toContain("<title>Landing | LeadCoach</title>");
    expect(dashboard.headers.vary).toContain("Cookie");
    const goals = await get("/goals", { accept: "text/html" });
    expect(goals.body).toContain("<title>LeadCoach</title>");
    expect(goals.headers.vary ?? "").not.toContain("Cookie");
  });

  it("sends the prerendered sign-in page for /login to a visitor, both inline scripts allowed by hash", async () => {
    for (const url of ["/login", "/login?next=%2Fgoals"]) {
      const login = await get(url, { accept: "text/html" });
      expect(login.statusCode).toBe(200);
      expect(login.body).toContain("<title>Sign In | LeadCoach</title>");
      expect(login.headers["cache-control"]).toBe("no-cache");
      expect(login.headers.vary).toContain("Cookie");
      const csp = String(login.headers["content-security-policy"]);
      for (const body of [landingScript, holdScript]) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
    }
  });

  it("sends someone signed in the dashboard shell with their first name, uncached, for / and /dashboard", async () => {
    const account = await createUser(server.db, { name: "  Ada <b>Lovelace</b> " });
    const cookie = await signIn(server.app, account.email, account.password);
    for (const url of ["/", "/dashboard"]) {
      const shell = await get(url, { accept: "text/html", cookie });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers["content-type"]).toMatch(/^text\/html/);
      expect(shell.body).toContain("<title>Dashboard | LeadCoach</title>");
      expect(shell.body).toContain("Welcome, Ada. Here is where your leadership growth stands.");
      expect(shell.body).not.toContain(FIRST_NAME_SLOT);
      expect(shell.headers["cache-control"]).toBe("no-store");
      expect(shell.headers.vary).toContain("Cookie");
      const hash = createHash("sha256").update(landingScript).digest("base64");
      expect(String(shell.headers["content-security-policy"])).toContain(
        `script-src 'self' 'sha256-${hash}'`,
      );
    }
    // Compressed like any other page (the shell with its styles is about 130 KB).
    const br = await get("/", { accept: "text/html", cookie, "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("Welcome, Ada. Here is");
    const gz = await get("/", { accept: "text/html", cookie, "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("Welcome, Ada. Here is");
    // Signed in, /login is the app (which sends them on), with the strict CSP.
    const login = await get("/login", { accept: "text/html", cookie });
    expect(login.body).toContain("<title>LeadCoach</title>");
    expect(String(login.headers["content-security-policy"])).not.toContain("sha256");
    // The shell never goes out as a file, with its slot unfilled.
    expect((await get("/dashboard.html", { cookie })).statusCode).toBe(404);
    expect((await get("/dashboard.html")).statusCode).toBe(404);
  });

  it("escapes the name it fills in, and says 'User' without one", async () => {
    const marked = await createUser(server.db, { name: '<img src=x onerror="alert(1)">' });
    const page = await get("/", {
      accept: "text/html",
      cookie: await signIn(server.app, marked.email, marked.password),
    });
    expect(page.body).toContain("Welcome, &#60;img. Here is");
    expect(page.body).not.toContain("<img");
    const unnamed = await createUser(server.db, { name: "   " });
    const plain = await get("/", {
      accept: "text/html",
      cookie: await signIn(server.app, unnamed.email, unnamed.password),
    });
    expect(plain.body).toContain("Welcome, User. Here is");
  });
});
