import { createDb, hashPassword, type Database, type DB, type DbHandle, type Role } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { Insertable } from "kysely";
import { afterAll, beforeAll, expect } from "vitest";
import { randomUUID } from "node:crypto";
import { defaultApiConfig, type ApiConfig } from "./config";
import type { Context, Credential, SessionControl } from "./context";
import { createCaller } from "./root";
import { SECOND_FACTOR_PENDING_MS, type PendingSecondFactor, type SignInVia } from "./schemas/two-factor";
import { lockCycle } from "./services/reviews-360/queries";
import { releaseIfDue } from "./services/reviews-360/releases";
import { findSessionUser } from "./services/users/session-user";

/**
 * A fresh database for the test file (or the describe block it is called in): created before its first
 * test, dropped after its last. Its fields are read inside tests and hooks, once it exists.
 */
export function useTestDb(): Pick<TestDb, "db" | "url" | "kind"> {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb?.drop());
  const current = (): TestDb => {
    if (!testDb) throw new Error("The test database exists from the first beforeAll on.");
    return testDb;
  };
  return {
    get db() {
      return current().db;
    },
    get url() {
      return current().url;
    },
    get kind() {
      return current().kind;
    },
  };
}

/**
 * The test database as a second server process sees it, for a test of two runs at once: its own pool on
 * PostgreSQL; on PGlite, which has one connection, the same database. Call it after `useTestDb`; its `db`
 * is read inside tests, as the test database's is.
 */
export function useSecondProcess(t: { readonly db: DB; readonly url: string | undefined }): {
  readonly db: DB;
} {
  let second: DbHandle | null = null;
  beforeAll(async () => {
    if (t.url) second = await createDb({ databaseUrl: t.url, poolMax: 5 });
  });
  afterAll(async () => {
    await second?.close();
  });
  return {
    get db() {
      return second?.db ?? t.db;
    },
  };
}

/** A session that remembers who signed in, standing in for the HTTP layer in router tests. */
export class RecordingSession implements SessionControl {
  userId: number | null = null;
  signIns = 0;
  /** Set by a test to stand for a recent single sign-on. */
  ssoAt: number | null = null;
  /** The pending second step, as the HTTP layer keeps it in the session. */
  pending: PendingSecondFactor | null = null;
  /** What `since` is measured against; a test moves it with its clock. */
  clock: () => number = () => Date.now();
  async signIn(userId: number) {
    this.userId = userId;
    this.pending = null;
    this.signIns += 1;
  }
  async signOut() {
    this.userId = null;
    this.pending = null;
  }
  async beginSecondFactor(userId: number, via?: SignInVia) {
    this.userId = null;
    this.pending = { userId, since: this.clock(), ...(via ? { via } : {}) };
  }
  pendingSecondFactor() {
    if (this.pending && this.clock() - this.pending.since > SECOND_FACTOR_PENDING_MS) return null;
    return this.pending;
  }
  ssoVerifiedAt() {
    return this.ssoAt;
  }
  /** Set by a test to stand for the session row this caller's requests come with. */
  sid: string | null = null;
  sidHash() {
    return this.sid;
  }
}

export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advanceDays(days: number): void;
}

export function createClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => (current = new Date(date)),
    advanceDays: (days) => (current = new Date(current.getTime() + days * 86_400_000)),
  };
}

const silentLog = { info() {}, warn() {}, error() {} };

export interface CallerOptions {
  userId?: number | null;
  clock?: TestClock;
  clientIp?: string;
  userAgent?: string;
  config?: Partial<ApiConfig>;
  session?: RecordingSession;
  /** How the caller proved who they are: a session unless a test stands for a personal access token. */
  credential?: Credential;
}

/** A router caller as the given user (or anonymous), on a real database. */
export async function callerFor(db: DB, options: CallerOptions = {}) {
  const ctx = await contextFor(db, options);
  return createCaller(ctx);
}

export async function contextFor(db: DB, options: CallerOptions = {}): Promise<Context> {
  const clock = options.clock;
  if (options.session && clock) options.session.clock = () => clock.now().getTime();
  const user = options.userId ? await findSessionUser(db, options.userId) : null;
  return {
    db,
    user,
    session: options.session ?? new RecordingSession(),
    credential: options.credential ?? { kind: "session" },
    clientIp:
      options.clientIp ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    clientUserAgent: options.userAgent ?? null,
    config: { ...defaultApiConfig, ...options.config },
    now: options.clock?.now ?? (() => new Date()),
    log: silentLog,
  };
}

/** Inserts a user with a unique e-mail; tests never share accounts. */
export async function createUser(
  db: DB,
  overrides: { role?: Role; password?: string; name?: string; email?: string } = {},
): Promise<{ id: number; email: string; password: string; name: string }> {
  const password = overrides.password ?? "correct-horse";
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const name = overrides.name ?? "Test User";
  const row = await db
    .insertInto("users")
    .values({ email, password: await hashPassword(password), name, role: overrides.role ?? "user" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password, name };
}

/** Awaits a call that must fail with the given tRPC code (and message, when given). */
export async function expectTrpcError(
  promise: Promise<unknown>,
  code: TRPCError["code"],
  message?: string | RegExp,
) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message !== undefined) expect((error as TRPCError).message).toMatch(message);
}

/** The token of a feedback request's link, read from its latest request e-mail (the only place it exists). */
export async function feedbackLinkToken(db: DB, requestId: number): Promise<string> {
  return newestLinkToken(
    db,
    { kind: "feedback_request", feedbackRequestId: requestId },
    /\/feedback\?token=([A-Za-z0-9_-]{43})/,
    `request e-mail for request ${requestId}`,
  );
}

/** The token of the newest invitation e-mail to this address (the only place it exists). */
export async function invitationLinkToken(db: DB, email: string): Promise<string> {
  return newestLinkToken(
    db,
    { kind: "invitation", toAddress: email },
    /\/invitation\?token=([A-Za-z0-9_-]{43})/,
    `invitation e-mail to ${email}`,
  );
}

/** The token of the newest manager-share invitation e-mailed to this address (the only place it exists). */
export async function managerInvitationToken(db: DB, email: string): Promise<string> {
  return newestLinkToken(
    db,
    { kind: "manager_share", toAddress: email },
    /\/manager-invitation\?token=([A-Za-z0-9_-]{43})/,
    `manager invitation e-mail to ${email}`,
  );
}

async function newestLinkToken(
  db: DB,
  mailWith:
    | { kind: "feedback_request"; feedbackRequestId: number }
    | { kind: "invitation" | "manager_share"; toAddress: string },
  link: RegExp,
  what: string,
): Promise<string> {
  const mail = await db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where((eb) => eb.and(mailWith))
    .orderBy("id", "desc")
    .executeTakeFirst();
  const match = link.exec(mail?.textBody ?? "");
  if (!match?.[1]) throw new Error(`no ${what} with a link`);
  return match[1];
}

/** A new account and a caller acting as them, on the real clock. */
export async function userWithCaller(db: DB, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  return { user, api: await callerFor(db, { userId: user.id }) };
}

/** A new account signed in with its own clock: the user, the clock, and a caller acting as them. */
export async function signedInUser(
  db: DB,
  start: Date | string = "2026-03-01T10:00:00Z",
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(db, overrides);
  const clock = createClock(start);
  const api = await callerFor(db, { userId: user.id, clock });
  return { user, clock, api };
}

/** A program of `weeks` weeks with one reflection step a week, made through the admin's caller. */
export function reflectionProgram(admin: Awaited<ReturnType<typeof callerFor>>, name: string, weeks: number) {
  return admin.programs.create({
    name,
    lengthWeeks: weeks,
    steps: Array.from({ length: weeks }, (_, i) => ({
      week: i + 1,
      kind: "reflection" as const,
      title: `Week ${i + 1} reflection`,
      prompt: `What did week ${i + 1} teach you?`,
    })),
  });
}

/** The cast of an ownership test: an owner, another user and an admin, each with a caller. */
export async function ownerOtherAndAdmin(db: DB) {
  const owner = await createUser(db);
  const other = await createUser(db);
  const admin = await createUser(db, { role: "admin" });
  return {
    owner,
    other,
    admin,
    ownerApi: await callerFor(db, { userId: owner.id }),
    otherApi: await callerFor(db, { userId: other.id }),
    adminApi: await callerFor(db, { userId: admin.id }),
  };
}

/** A small OpenAI-compatible server for the recommendation provider's tests (router and HTTP). */
export {
  chatCompletion,
  startFakeOpenAi,
  type FakeOpenAi,
} from "./services/recommendations/openai-test-server";

/** Images built from their magic bytes (and an executable) for the bug-report screenshot tests. */
export { dataUrl, testImages } from "./testing-images";

/**
 * A completed feedback request and its answer, written directly as the public form leaves them (the
 * e-mailed link has its own tests). Answers the request's id.
 */
export async function insertAnsweredRequest(
  db: DB,
  request: Omit<Insertable<Database["peerFeedbackRequests"]>, "status" | "tokenHash"> & {
    tokenHash?: string;
  },
  response: Omit<Insertable<Database["peerFeedbackResponses"]>, "requestId">,
): Promise<number> {
  const { id } = await db
    .insertInto("peerFeedbackRequests")
    .values({ tokenHash: randomUUID(), ...request, status: "completed" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("peerFeedbackResponses")
    .values({ ...response, requestId: id })
    .execute();
  return id;
}

/** The release check an arriving answer runs, under its cycle's lock. */
export async function releaseCycleIfDue(db: DB, cycleId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const cycle = await lockCycle(trx, cycleId);
    if (cycle) await releaseIfDue(trx, cycle, now, { atClose: false });
  });
}
