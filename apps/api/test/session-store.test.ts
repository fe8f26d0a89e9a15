import { createUser } from "@leadcoach/api/testing";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { Session } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KyselySessionStore } from "../src/plugins/session-store";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

const DAY = 24 * 60 * 60 * 1000;

describe("the session store", () => {
  it("gives every overlapping request with the same cookie the user its lookup loaded", async () => {
    const store = new KyselySessionStore(t.db, 30 * DAY);
    const account = await createUser(t.db);
    const sessionId = "overlapping-requests-session-id";
    const data = {
      userId: account.id,
      cookie: { expires: new Date(Date.now() + DAY) },
    } as unknown as Session;
    store.expectNew(sessionId, { userAgent: null, ip: "127.0.0.1" });
    await new Promise<void>((resolve, reject) =>
      store.set(sessionId, data, (error) =>
        error ? reject(error instanceof Error ? error : new Error("session store failed")) : resolve(),
      ),
    );
    const get = () =>
      new Promise<Session | null | undefined>((resolve, reject) =>
        store.get(sessionId, (error, session) =>
          error
            ? reject(error instanceof Error ? error : new Error("session store failed"))
            : resolve(session),
        ),
      );

    // Three requests load the session before any of them takes its user.
    await Promise.all([get(), get(), get()]);
    const taken = [1, 2, 3].map(() => store.takeLoaded(sessionId)?.user?.id);
    expect(taken).toEqual([account.id, account.id, account.id]);
    // A request that loaded nothing here is told so, and looks the user up itself.
    expect(store.takeLoaded(sessionId)).toBeUndefined();
  });
});
