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
  it("all answer when many arrive at once, after clients that gave up mid-request", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    // Clients that give up mid-request must leave nothing held on the one connection.
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
  });
});
