import { createUser } from "@leadcoach/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer, signIn } from "./testing";

let base: string;
const server = useTestServer();
beforeAll(async () => {
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => {
  // A fetch aborted before it sent anything can leave its socket connected in the client's pool; such a
  // connection is neither idle nor serving a request, so closing would wait for the server's header timeout.
  server.app.server.closeAllConnections();
});

describe("requests to the embedded database", () => {
  it("all answer when many arrive at once, and a client that leaves gives its place back", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    // Clients that give up mid-request: their places must come back.
    for (let i = 0; i < 4; i += 1) {
      const controller = new AbortController();
      const pending = fetch(`${base}/api/dashboard`, { headers: { cookie }, signal: controller.signal });
      controller.abort();
      await pending.catch(() => undefined);
    }
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${base}/api/dashboard`, { headers: { cookie } })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 200));
    // Every place is back once the responses are out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.app.admissionGate?.admitted).toBe(0);
    expect(server.app.admissionGate?.queued).toBe(0);
  });

  it("a read waits for its place before its session is looked up; a write once its body has arrived", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const gate = server.app.admissionGate;
    if (!gate) throw new Error("no admission gate on the embedded database");
    const store = server.app.sessions.store;
    const lookUp = store.get.bind(store);
    let lookups = 0;
    store.get = (...args: Parameters<typeof store.get>) => {
      lookups += 1;
      lookUp(...args);
    };
    try {
      // Every place taken: new arrivals queue.
      const held = await Promise.all(Array.from({ length: gate.capacity }, () => gate.enter()));
      const read = fetch(`${base}/api/dashboard`, { headers: { cookie } });
      const write = fetch(`${base}/trpc/goals.create`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: base },
        body: JSON.stringify({
          title: "Hold a calmer incident review",
          milestones: [{ description: "Draft" }],
        }),
      });
      await expect.poll(() => gate.queued).toBe(2);
      // Only the write's session was read while it waited.
      expect(lookups).toBe(1);
      for (const release of held) if (release) release();
      const [readAnswer, writeAnswer] = await Promise.all([read, write]);
      expect(readAnswer.status).toBe(200);
      expect(writeAnswer.status).toBe(200);
      expect(lookups).toBe(2);
    } finally {
      store.get = lookUp;
    }
  });
});
