/**
 * What the client does before and around the server: the address it calls, the token it sends, and
 * the message of a failure where no LeadCoach answer came. The answers of a real server are tested in
 * apps/api/test/client.http.test.ts.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createClient, LeadCoachClientError, trpcEndpoint } from "./index";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A local HTTP server answering every request with `answer`; returns its address and what it saw. */
async function serve(answer: (res: ServerResponse) => void) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? "", headers: req.headers });
    answer(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function failure(promise: Promise<unknown>): Promise<LeadCoachClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LeadCoachClientError);
  return error as LeadCoachClientError;
}

describe("the client before the server answers", () => {
  it("calls the /trpc endpoint of the address it is given", () => {
    expect(trpcEndpoint("https://leadcoach.example.com")).toBe("https://leadcoach.example.com/trpc");
    expect(trpcEndpoint("https://leadcoach.example.com/")).toBe("https://leadcoach.example.com/trpc");
    expect(trpcEndpoint("https://example.com/coach//")).toBe("https://example.com/coach/trpc");
    expect(trpcEndpoint("http://localhost:3001/trpc")).toBe("http://localhost:3001/trpc");
    expect(() => trpcEndpoint("localhost:3001")).toThrow(/must start with https:\/\/ or http:\/\//);
    expect(() => trpcEndpoint("not a url")).toThrow('"not a url" is not a URL');
    expect(() => trpcEndpoint("https://x.example.com/?a=1")).toThrow(/query string/);
  });

  it("refuses an empty or mangled token before sending anything", () => {
    expect(() => createClient({ url: "http://localhost", token: " \n" })).toThrow(
      "The access token is empty",
    );
    expect(() => createClient({ url: "http://localhost", token: "lc_pat_a b" })).toThrow(
      /spaces or line breaks/,
    );
  });

  it("sends the token as a bearer header, trimmed, and batches calls made together", async () => {
    const { url, seen } = await serve((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify([1, 2, 3].map((n) => ({ result: { data: { id: n } } }))));
    });
    const client = createClient({ url, token: "lc_pat_secret\n" });
    // Three reads in one tick: one GET carrying all three.
    const answers = await Promise.all([
      client.auth.me.query(),
      client.goals.list.query({ userId: 1 }),
      client.calendar.list.query({ userId: 1 }),
    ]);
    expect(answers).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toMatch(/^\/trpc\/auth\.me,goals\.list,calendar\.list\?batch=1&input=/);
    expect(seen[0]?.headers.authorization).toBe("Bearer lc_pat_secret");
  });

  it("says the server cannot be reached when nothing listens, with no status", async () => {
    const { url } = await serve(() => undefined);
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const error = await failure(createClient({ url, token: "t" }).auth.me.query());
    expect(error.status).toBeNull();
    expect(error.code).toBeNull();
    expect(error.path).toBe("auth.me");
    expect(error.message).toBe(
      `Could not reach LeadCoach at ${url} (ECONNREFUSED). Check the URL and that the server is running.`,
    );
  });

  it("says the address is not LeadCoach when the answer is not the API, with its status", async () => {
    const { url } = await serve((res) => {
      res.writeHead(502, { "content-type": "text/html" });
      res.end("<h1>Bad gateway</h1>");
    });
    const error = await failure(createClient({ url, token: "t" }).goals.list.query({ userId: 1 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(
      `The server at ${url} answered 502 with something other than the LeadCoach API. Check the URL.`,
    );
  });

  it("gives up after the time limit, warning that a change may have been made", async () => {
    const { url } = await serve(() => undefined); // never answers
    const client = createClient({ url, token: "t", timeoutMs: 200 });
    const started = Date.now();
    const error = await failure(client.calendar.markDone.mutate({ id: 1 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.status).toBeNull();
    expect(error.message).toBe(
      `LeadCoach at ${url} did not answer calendar.markDone within 0.2 s; the change may still have been made.`,
    );
  });
});
