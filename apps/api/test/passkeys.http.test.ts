import { SoftAuthenticator } from "@leadcoach/api/testing-webauthn";
import { PASSKEY_CHALLENGE_INVALID, PASSKEY_NOT_YOURS, PASSKEY_UNKNOWN } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { send, sessionCookie, signedInUser, useTestServer } from "./testing";
import type { FastifyInstance } from "fastify";

const APP_URL = "http://localhost:3000";
const server = useTestServer({ APP_URL });

/** The data of a tRPC answer. */
function data<T>(response: { statusCode: number; body: string }): T {
  expect(response.statusCode, response.body).toBe(200);
  return (JSON.parse(response.body) as { result: { data: T } }).result.data;
}

const me = (cookie: string) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

describe("passkeys over /trpc", () => {
  it("registers a passkey, then signs in with it alone into a new session", async () => {
    const user = await signedInUser(server);
    const authenticator = new SoftAuthenticator(APP_URL);
    const creation = data<Parameters<SoftAuthenticator["create"]>[0]>(
      await send(server.app, "POST", "/trpc/passkeys.registrationOptions", { cookie: user.cookie, body: {} }),
    );
    const created = data<{ id: number; name: string }>(
      await send(server.app, "POST", "/trpc/passkeys.register", {
        cookie: user.cookie,
        body: { name: "Laptop", response: authenticator.create(creation) },
      }),
    );
    expect(created.name).toBe("Laptop");
    const listed = data<{ name: string }[]>(
      await send(server.app, "GET", "/trpc/passkeys.list", { cookie: user.cookie }),
    );
    expect(listed.map((p) => p.name)).toEqual(["Laptop"]);

    // A signed-out browser: options, then the answer; the response carries a fresh session cookie.
    const request = data<Parameters<SoftAuthenticator["get"]>[0]>(
      await send(server.app, "POST", "/trpc/passkeys.signInOptions", { body: {} }),
    );
    const signIn = await send(server.app, "POST", "/trpc/passkeys.signIn", {
      body: { response: authenticator.get(request) },
    });
    expect(data<{ user: { id: number } }>(signIn).user.id).toBe(user.id);
    const cookie = sessionCookie(signIn);
    expect(cookie).not.toBe(user.cookie);
    const who = await me(cookie);
    expect(who.statusCode).toBe(200);
    expect((JSON.parse(who.body) as { email: string }).email).toBe(user.email);

    // The same answer again is refused: the challenge was used.
    const replay = await send(server.app, "POST", "/trpc/passkeys.signIn", {
      body: { response: authenticator.get(request) },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain(PASSKEY_CHALLENGE_INVALID);
  });

  it("refuses a removed passkey with a 401 and a message, and sets no session", async () => {
    const user = await signedInUser(server);
    const authenticator = new SoftAuthenticator(APP_URL);
    const creation = data<Parameters<SoftAuthenticator["create"]>[0]>(
      await send(server.app, "POST", "/trpc/passkeys.registrationOptions", { cookie: user.cookie, body: {} }),
    );
    const created = data<{ id: number }>(
      await send(server.app, "POST", "/trpc/passkeys.register", {
        cookie: user.cookie,
        body: { name: "Old", response: authenticator.create(creation) },
      }),
    );
    const request = data<Parameters<SoftAuthenticator["get"]>[0]>(
      await send(server.app, "POST", "/trpc/passkeys.signInOptions", { body: {} }),
    );
    const answer = authenticator.get(request);
    data(
      await send(server.app, "POST", "/trpc/passkeys.remove", {
        cookie: user.cookie,
        body: { id: created.id },
      }),
    );
    const refused = await send(server.app, "POST", "/trpc/passkeys.signIn", { body: { response: answer } });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(PASSKEY_UNKNOWN);
    expect(refused.cookies.filter((c) => c.name === "sid" && c.value !== "")).toEqual([]);
  });

  it("answers a malformed passkey answer with a 400, never a 500", async () => {
    const bad = await send(server.app, "POST", "/trpc/passkeys.signIn", {
      body: { response: { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "%%%" } } },
    });
    expect(bad.statusCode).toBe(400);
    const garbage = await send(server.app, "POST", "/trpc/passkeys.signIn", {
      body: {
        response: {
          id: "x",
          rawId: "x",
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON: "bm90LWpzb24", authenticatorData: "AA", signature: "AA" },
        },
      },
    });
    expect([400, 401]).toContain(garbage.statusCode);
  });
});

/** A signed-in person with one passkey on a soft authenticator. */
async function withPasskey(app: FastifyInstance) {
  const user = await signedInUser(server);
  const authenticator = new SoftAuthenticator(APP_URL);
  const creation = data<Parameters<SoftAuthenticator["create"]>[0]>(
    await send(app, "POST", "/trpc/passkeys.registrationOptions", { cookie: user.cookie, body: {} }),
  );
  data(
    await send(app, "POST", "/trpc/passkeys.register", {
      cookie: user.cookie,
      body: { name: "Key", response: authenticator.create(creation) },
    }),
  );
  return { user, authenticator };
}

describe("a passkey as the second step over /trpc", () => {
  it("a password sign-in waits for the passkey; another person's passkey is refused, the owner's signs in", async () => {
    const { user, authenticator } = await withPasskey(server.app);
    const intruder = await withPasskey(server.app);
    const login = await send(server.app, "POST", "/trpc/auth.login", {
      body: { email: user.email, password: user.password },
    });
    expect(data<{ status: string; methods: string[] }>(login)).toEqual({
      status: "second_factor",
      methods: ["passkey"],
    });
    const pending = sessionCookie(login);
    expect((await me(pending)).statusCode).toBe(401);

    const options = () =>
      send(server.app, "POST", "/trpc/passkeys.secondFactorOptions", { cookie: pending, body: {} }).then(
        (r) => data<Parameters<SoftAuthenticator["get"]>[0]>(r),
      );
    const refused = await send(server.app, "POST", "/trpc/passkeys.verifySecondFactor", {
      cookie: pending,
      body: { response: intruder.authenticator.get(await options()) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(PASSKEY_NOT_YOURS);
    expect((await me(pending)).statusCode).toBe(401);

    const accepted = await send(server.app, "POST", "/trpc/passkeys.verifySecondFactor", {
      cookie: pending,
      body: { response: authenticator.get(await options()) },
    });
    expect(data<{ user: { id: number } }>(accepted).user.id).toBe(user.id);
    expect((await me(sessionCookie(accepted))).statusCode).toBe(200);
  });
});
