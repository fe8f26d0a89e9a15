import { sendManagerSummaries, sendWeeklyDigests } from "@leadcoach/api";
import { callerFor, createClock, createUser } from "@leadcoach/api/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { apiConfigFromEnv } from "../src/app";
import { loadEnv } from "../src/env";
import { useTestServer, send } from "./testing";

const SESSION_SECRET = "test-session-secret-0123456789-abcdefghijkl";
const MONDAY = new Date("2026-11-23T09:00:00Z");
const DAY_MS = 86_400_000;

/** The server's clock: the digests below are sent on MONDAY, and links are followed `linkAge` after. */
let linkAge = 0;
const server = useTestServer({ SESSION_SECRET }, { now: () => new Date(MONDAY.getTime() + linkAge) });
beforeEach(() => {
  linkAge = 0;
});

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** Signed as the server signs: the key is derived from the same session secret. */
const serverConfig = () =>
  apiConfigFromEnv(loadEnv({ NODE_ENV: "test", SESSION_SECRET, WEB_DIST: "/nonexistent" }));

/** The one-click address (path and query) of the e-mail of this kind queued for `email`. */
async function oneClickAddress(email: string, kind: "weekly_digest" | "manager_summary"): Promise<string> {
  const row = await server.db
    .selectFrom("emailOutbox")
    .select("listUnsubscribeUrl")
    .where("toAddress", "=", email)
    .where("kind", "=", kind)
    .executeTakeFirstOrThrow();
  const url = new URL(row.listUnsubscribeUrl ?? "");
  return `${url.pathname}${url.search}`;
}

/** A person with the digest on, and the one-click address of the digest queued for them. */
async function digestReader(): Promise<{ id: number; oneClick: string }> {
  const user = await createUser(server.db);
  // Opted in weeks before, so Monday's digest is theirs.
  const api = await callerFor(server.db, { userId: user.id, clock: createClock("2026-11-01T00:00:00Z") });
  await api.settings.updateNotificationPreferences({ emails: { weekly_digest: true } });
  await sendWeeklyDigests({ db: server.db, config: serverConfig(), now: () => MONDAY });
  return { id: user.id, oneClick: await oneClickAddress(user.email, "weekly_digest") };
}

/** What a mail provider posts to the one-click address (RFC 8058), each time from another address. */
function postOneClick(
  url: string,
  payload = "List-Unsubscribe=One-Click",
  contentType = "application/x-www-form-urlencoded",
) {
  return server.app.inject({
    method: "POST",
    url,
    headers: { "content-type": contentType },
    payload,
    remoteAddress: nextIp(),
  });
}

async function digestOn(userId: number): Promise<boolean> {
  const api = await callerFor(server.db, { userId });
  return (await api.settings.notificationPreferences()).emails.weekly_digest;
}

describe("POST /api/digest/unsubscribe (one-click, RFC 8058)", () => {
  it("turns the digest off at once for a mail provider's form post, without a session", async () => {
    const reader = await digestReader();
    // Following the link (a mail scanner does) changes nothing: only POST unsubscribes.
    const get = await server.app.inject({ method: "GET", url: reader.oneClick, remoteAddress: nextIp() });
    expect(get.statusCode).toBe(404);
    expect(await digestOn(reader.id)).toBe(true);

    const response = await postOneClick(reader.oneClick);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "You will no longer get the weekly digest e-mail. You can turn it back on in Settings.",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await digestOn(reader.id)).toBe(false);
  });

  it("takes a multipart form or a JSON body too", async () => {
    const multipart = await digestReader();
    const boundary = "----digest";
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const first = await postOneClick(multipart.oneClick, body, `multipart/form-data; boundary=${boundary}`);
    expect(first.statusCode).toBe(200);
    expect(await digestOn(multipart.id)).toBe(false);

    const json = await digestReader();
    const token = new URL(json.oneClick, "http://x").searchParams.get("token");
    const second = await send(server.app, "POST", "/api/digest/unsubscribe", {
      body: { token },
      remoteAddress: nextIp(),
    });
    expect(second.statusCode).toBe(200);
    expect(await digestOn(json.id)).toBe(false);
  });

  it("refuses a tampered token with 400, a large body with 413, and other content types with 415", async () => {
    const reader = await digestReader();
    const tampered = reader.oneClick.replace(/token=(\d+)\./, (_m, id: string) => `token=${Number(id) + 1}.`);
    const refused = await postOneClick(tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      "This unsubscribe link is not valid. Sign in and turn off the weekly digest in Settings instead.",
    );
    const large = await postOneClick(
      reader.oneClick,
      `List-Unsubscribe=One-Click&padding=${"x".repeat(4096)}`,
    );
    expect(large.statusCode).toBe(413);
    const text = await postOneClick(reader.oneClick, "List-Unsubscribe=One-Click", "text/plain");
    expect(text.statusCode).toBe(415);
    expect(await digestOn(reader.id)).toBe(true);
  });

  it("works for 60 days; after that it says the link expired and how to turn the digest off instead", async () => {
    const fresh = await digestReader();
    linkAge = 59 * DAY_MS;
    expect((await postOneClick(fresh.oneClick)).statusCode).toBe(200);
    expect(await digestOn(fresh.id)).toBe(false);

    linkAge = 0;
    const old = await digestReader();
    linkAge = 60 * DAY_MS + 1000;
    const expired = await postOneClick(old.oneClick);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe(
      "This unsubscribe link has expired. Sign in and turn off the weekly digest in Settings, under Notifications, instead.",
    );
    expect(await digestOn(old.id)).toBe(true);

    // Tampered and old: refused as not valid, never told it expired (only a genuine link is).
    const tampered = old.oneClick.replace(/token=(\d+)\./, (_m, id: string) => `token=${Number(id) + 1}.`);
    const refused = await postOneClick(tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      "This unsubscribe link is not valid. Sign in and turn off the weekly digest in Settings instead.",
    );
    // An old link whose issue time was moved forward to look fresh breaks its signature.
    const backdated = old.oneClick.replace(/token=(\d+)\.(\d+)\./, (_m, id: string, issued: string) => {
      return `token=${id}.${Number(issued) + 60 * 86_400}.`;
    });
    expect((await postOneClick(backdated)).json<{ message: string }>().message).toMatch(/not valid/);
    expect(await digestOn(old.id)).toBe(true);
  });

  it("turns off the monthly summary to managers from its own link, and only that e-mail", async () => {
    const manager = await createUser(server.db);
    const participant = await createUser(server.db);
    // An accepted share, as the e-mailed link leaves it.
    await server.db
      .insertInto("managerShares")
      .values({
        participantId: participant.id,
        managerId: manager.id,
        managerEmail: manager.email,
        acceptedAt: MONDAY,
      })
      .execute();
    await sendManagerSummaries({ db: server.db, config: serverConfig(), now: () => MONDAY });
    const oneClick = await oneClickAddress(manager.email, "manager_summary");
    expect(new URL(oneClick, "http://x").searchParams.get("list")).toBe("manager_summary");
    const emails = async () =>
      (await (await callerFor(server.db, { userId: manager.id })).settings.notificationPreferences()).emails;

    // Past 60 days: expired, as the digest's links.
    linkAge = 60 * DAY_MS + 1000;
    const expired = await postOneClick(oneClick);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toMatch(/^This unsubscribe link has expired/);
    linkAge = 0;
    const response = await postOneClick(oneClick);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/no longer get the monthly summary/);
    expect(await emails()).toMatchObject({
      manager_summary: false,
      weekly_digest: false,
      program_reminders: true,
    });
  });

  it("leaves every other route JSON-only", async () => {
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.test&password=x",
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(415);
  });
});
