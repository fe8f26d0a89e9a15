import { createUser } from "@leadcoach/api/testing";
import { startTestMailbox, type TestMailbox } from "@leadcoach/api/testing-mail";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, sessionCookie, signIn, useTestServer } from "./testing";

let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox();
});
afterAll(async () => {
  await mailbox.close();
});
// A real SMTP server behind the outbox worker: the security e-mails counted are the ones delivered.
const server = useTestServer(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: "50" }));

const trpcData = (response: LightMyRequestResponse) =>
  (JSON.parse(response.body) as { result: { data: unknown } }).result.data;

/** A code of the app `steps` 30-second steps from now (the window accepts one step either side). */
const codeIn = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 400 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await condition()).toBe(true);
}

/** A person who turned the app on over /trpc: the secret, the recovery codes, and the session used. */
async function enrolledPerson() {
  const user = await createUser(server.db);
  const cookie = await signIn(server.app, user.email, user.password);
  const start = await send(server.app, "POST", "/trpc/twoFactor.startTotp", { cookie, body: {} });
  expect(start.statusCode, start.body).toBe(200);
  const secret = (trpcData(start) as { secret: string }).secret.replace(/\s/g, "");
  const confirm = await send(server.app, "POST", "/trpc/twoFactor.confirmTotp", {
    cookie,
    body: { code: await codeIn(secret, 0) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recoveryCodes } = trpcData(confirm) as { recoveryCodes: string[] };
  return { user, cookie, secret, recoveryCodes };
}

describe("two-step sign-in over HTTP", () => {
  it("POST /api/auth/login answers second_factor with a session that is not signed in; the code signs it in", async () => {
    const { user, secret } = await enrolledPerson();
    const login = await send(server.app, "POST", "/api/auth/login", {
      body: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(JSON.parse(login.body)).toEqual({ status: "second_factor", methods: ["totp", "recovery_code"] });
    const pending = sessionCookie(login);
    expect((await send(server.app, "GET", "/api/auth/user", { cookie: pending })).statusCode).toBe(401);
    expect(trpcData(await send(server.app, "GET", "/trpc/auth.session", { cookie: pending }))).toBeNull();
    expect(trpcData(await send(server.app, "GET", "/trpc/twoFactor.pending", { cookie: pending }))).toEqual({
      status: "second_factor",
      methods: ["totp", "recovery_code"],
    });

    const wrong = await send(server.app, "POST", "/api/auth/two-factor/verify", {
      cookie: pending,
      body: { code: "000000" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(JSON.parse(wrong.body).message).toMatch(/not right/);
    // Without the pending cookie the step has nobody to sign in.
    const stranger = await send(server.app, "POST", "/api/auth/two-factor/verify", {
      body: { code: await codeIn(secret, 1) },
    });
    expect(stranger.statusCode).toBe(401);

    const verified = await send(server.app, "POST", "/api/auth/two-factor/verify", {
      cookie: pending,
      body: { code: await codeIn(secret, 1) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(JSON.parse(verified.body)).toMatchObject({ user: { id: user.id, email: user.email } });
    const signedIn = sessionCookie(verified);
    expect(signedIn).not.toBe(pending);
    expect((await send(server.app, "GET", "/api/auth/user", { cookie: signedIn })).statusCode).toBe(200);
    // The pending session's row is gone: its cookie signs nobody in, nor can it be verified again.
    expect((await send(server.app, "GET", "/api/auth/user", { cookie: pending })).statusCode).toBe(401);
  });

  it("the same over /trpc, with a recovery code; an account without a factor still gets { user }", async () => {
    const { user, recoveryCodes } = await enrolledPerson();
    const login = await send(server.app, "POST", "/trpc/auth.login", {
      body: { email: user.email, password: user.password },
    });
    expect(trpcData(login)).toMatchObject({ status: "second_factor" });
    const pending = sessionCookie(login);
    const verified = await send(server.app, "POST", "/trpc/twoFactor.verify", {
      cookie: pending,
      body: { code: recoveryCodes[0] },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const me = await send(server.app, "GET", "/trpc/auth.me", { cookie: sessionCookie(verified) });
    expect(me.statusCode).toBe(200);

    const plain = await createUser(server.db);
    const plainLogin = await send(server.app, "POST", "/api/auth/login", {
      body: { email: plain.email, password: plain.password },
    });
    expect(plainLogin.statusCode).toBe(200);
    expect(JSON.parse(plainLogin.body)).toMatchObject({ status: "signed_in", user: { id: plain.id } });
  });

  it("turning the app on and off each delivers one security e-mail", async () => {
    const { user, cookie } = await enrolledPerson();
    const off = await send(server.app, "POST", "/trpc/twoFactor.disable", {
      cookie,
      body: { password: user.password },
    });
    expect(off.statusCode, off.body).toBe(200);
    const delivered = () => mailbox.messages.filter((m) => m.to === user.email.toLowerCase());
    await until(() => delivered().length >= 2);
    await new Promise((r) => setTimeout(r, 200));
    const subjects = delivered().map((m) => m.subject);
    expect(subjects.filter((s) => /turned on/.test(s))).toHaveLength(1);
    expect(subjects.filter((s) => /turned off/.test(s))).toHaveLength(1);
  });
});
