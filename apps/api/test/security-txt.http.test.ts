import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadEnv, repoRoot, securityContact } from "../src/env";
import { buildTestApp, useTestServer } from "./testing";

const STARTED = new Date("2026-11-29T10:00:00.000Z");
const server = useTestServer(
  { SECURITY_CONTACT: "security@coach.example", APP_URL: "https://coach.example" },
  { now: () => STARTED },
);

/** security.txt's fields by name (RFC 9116: "Name: value" lines). */
const fieldsOf = (body: string) =>
  Object.fromEntries(
    body
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

describe("GET /.well-known/security.txt", () => {
  it("publishes Contact, Expires a year after the start, Preferred-Languages, Canonical and Policy as plain text", async () => {
    const response = await server.app.inject({ method: "GET", url: "/.well-known/security.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(fieldsOf(response.body)).toEqual({
      Contact: "mailto:security@coach.example",
      Expires: "2027-11-29T10:00:00Z",
      "Preferred-Languages": "en",
      Canonical: "https://coach.example/.well-known/security.txt",
      Policy: "https://coach.example/security-policy.txt",
    });
  });

  it("serves the repository's SECURITY.md as the policy", async () => {
    const response = await server.app.inject({ method: "GET", url: "/security-policy.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(readFileSync(`${repoRoot}SECURITY.md`, "utf8"));
    expect(response.body).toMatch(/## Supported versions/);
  });

  it("names a policy published elsewhere, and then serves no copy", async () => {
    const app = await buildTestApp(server.testDb, {
      SECURITY_CONTACT: "https://coach.example/report",
      SECURITY_POLICY_URL: "https://coach.example/disclosure",
    });
    try {
      const response = await app.inject({ method: "GET", url: "/.well-known/security.txt" });
      expect(fieldsOf(response.body)).toMatchObject({
        Contact: "https://coach.example/report",
        Policy: "https://coach.example/disclosure",
      });
      expect((await app.inject({ method: "GET", url: "/security-policy.txt" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe("SECURITY_CONTACT", () => {
  it("defaults to security@ the app's host, and security@leadcoach.local in development", () => {
    expect(securityContact(loadEnv({}))).toBe("mailto:security@leadcoach.local");
    expect(securityContact(loadEnv({ APP_URL: "https://coach.example.org" }))).toBe(
      "mailto:security@coach.example.org",
    );
    expect(securityContact(loadEnv({ SECURITY_CONTACT: "mailto:psirt@example.org" }))).toBe(
      "mailto:psirt@example.org",
    );
  });

  it("refuses anything but an e-mail address, a mailto: or an https:// URL", () => {
    for (const value of ["http://example.org/report", "not an address", "ftp://x"]) {
      expect(() => loadEnv({ SECURITY_CONTACT: value })).toThrow(
        /SECURITY_CONTACT: must be an e-mail address/,
      );
    }
  });
});
