import { createUser } from "@leadcoach/api/testing";
import { SSO_ERROR_MESSAGES, ssoErrorMessage } from "@leadcoach/api/schemas";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SsoFlowSealer } from "../src/sso/flow-cookie";
import { SSO_CALLBACK_PATH } from "../src/sso/routes";
import { startTestProvider, type ProviderAccount, type TestProvider } from "./sso-provider";
import { buildTestApp, sessionCookie, signIn, useTestServer, send, sessionRowsOf } from "./testing";

const APP_URL = "http://localhost:3000";
const SESSION_SECRET = "test-session-secret-0123456789-abcdefghijkl";

let provider: TestProvider;
/** SSO on, only example.org and allowed.test addresses. */
let limited: FastifyInstance;

beforeAll(async () => {
  provider = await startTestProvider([`${APP_URL}${SSO_CALLBACK_PATH}`]);
});
afterAll(async () => {
  await provider.close();
});
const sso = () => ({
  APP_URL,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
});
/** SSO on, any domain. */
const server = useTestServer(sso);
beforeAll(async () => {
  limited = await buildTestApp(server.testDb, {
    ...sso(),
    OIDC_ALLOWED_DOMAINS: " Allowed.test, @example.org ",
  });
});
afterAll(async () => {
  await limited.close();
});

const unique = (domain = "example.test") => `sso-${Math.random().toString(36).slice(2)}@${domain}`;
const person = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `sub-${Math.random().toString(36).slice(2)}`,
  email: unique(),
  email_verified: true,
  name: "Ada Lovelace",
  ...overrides,
});

interface Flow {
  /** The authorization request the browser is sent to. */
  location: URL;
  /** The flow cookie, ready for a Cookie header. */
  cookie: string;
  response: LightMyRequestResponse;
}

async function start(target: FastifyInstance, returnTo?: string): Promise<Flow> {
  const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await target.inject({ method: "GET", url: `/api/auth/sso/start${query}` });
  expect(response.statusCode).toBe(303);
  const flow = response.cookies.find((c) => c.name === "lc_sso");
  if (!flow) throw new Error("no flow cookie");
  return { location: new URL(String(response.headers.location)), cookie: `lc_sso=${flow.value}`, response };
}

function callback(target: FastifyInstance, back: URL, cookie?: string) {
  return target.inject({
    method: "GET",
    url: `${back.pathname}${back.search}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The whole round trip: start, the provider (reporting `amr` when given), the callback. */
async function ssoSignIn(
  target: FastifyInstance,
  account: ProviderAccount,
  returnTo?: string,
  amr?: string[],
) {
  const flow = await start(target, returnTo);
  const back = await provider.authorize(flow.location.href, account, amr ? { amr } : {});
  return callback(target, back, flow.cookie);
}

/** The /login error a failed attempt lands on. */
function ssoError(response: LightMyRequestResponse): string | null {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location), APP_URL);
  expect(location.pathname).toBe("/login");
  return location.searchParams.get("sso_error");
}

function noSession(response: LightMyRequestResponse) {
  expect(response.cookies.filter((c) => c.name === "sid" && c.value !== "")).toEqual([]);
}

async function me(target: FastifyInstance, cookie: string) {
  const response = await target.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; email: string; name: string; lastLoginAt: string | null }>();
}

const usersWithEmail = (email: string) =>
  server.db.selectFrom("users").select(["id", "name"]).where("email", "ilike", email).execute();
const identitiesOf = (sub: string) =>
  server.db.selectFrom("ssoIdentities").selectAll().where("subject", "=", sub).execute();

describe("single sign-on: configuration", () => {
  it("tells the login screen whether SSO is on", async () => {
    const plain = await buildTestApp(server.testDb);
    try {
      const off = await plain.inject({ method: "GET", url: "/trpc/auth.signInOptions" });
      expect(off.json()).toMatchObject({ result: { data: { sso: false } } });
      // Without OIDC_* the routes do not exist.
      expect((await plain.inject({ method: "GET", url: "/api/auth/sso/start" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const on = await server.app.inject({ method: "GET", url: "/trpc/auth.signInOptions" });
    expect(on.json()).toMatchObject({ result: { data: { sso: true } } });
  });

  it("starts with state, nonce and PKCE S256 in a sealed cookie, and no session row", async () => {
    const sessionsBefore = await server.db.selectFrom("sessions").select("sid").execute();
    const flow = await start(server.app, "/goals?tab=active");
    expect(flow.location.origin).toBe(provider.issuer);
    const params = flow.location.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(provider.clientId);
    expect(params.get("redirect_uri")).toBe(`${APP_URL}${SSO_CALLBACK_PATH}`);
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();

    const raw = flow.response.cookies.find((c) => c.name === "lc_sso");
    expect(raw).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 600 });
    // Sealed: neither the verifier nor the state can be read from it.
    const sealed = decodeURIComponent(raw?.value ?? "");
    expect(sealed).not.toContain(params.get("state"));
    const flowState = new SsoFlowSealer(SESSION_SECRET).open(sealed, Date.now());
    expect(flowState).toMatchObject({ state: params.get("state"), returnTo: "/goals?tab=active" });
    // An anonymous visitor gets no session (row or cookie) before signing in.
    noSession(flow.response);
    expect(await server.db.selectFrom("sessions").select("sid").execute()).toHaveLength(
      sessionsBefore.length,
    );
  });

  it("drops a return address that leaves the site", async () => {
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/login"]) {
      const flow = await start(server.app, returnTo);
      const cookie = decodeURIComponent(flow.cookie.slice("lc_sso=".length));
      expect(new SsoFlowSealer(SESSION_SECRET).open(cookie, Date.now())?.returnTo).toBeNull();
    }
  });

  it("lands on /login with 'unavailable' when the provider cannot be reached", async () => {
    const down = await buildTestApp(server.testDb, {
      APP_URL,
      OIDC_ISSUER: "http://127.0.0.1:9/nothing-here",
      OIDC_CLIENT_ID: "x",
      OIDC_CLIENT_SECRET: "y",
    });
    try {
      const response = await down.inject({ method: "GET", url: "/api/auth/sso/start?returnTo=%2Fgoals" });
      expect(ssoError(response)).toBe("unavailable");
      expect(new URL(String(response.headers.location), APP_URL).searchParams.get("next")).toBe("/goals");
    } finally {
      await down.close();
    }
  });

  it("maps every error code to a fixed sentence, and nothing else", () => {
    expect(ssoErrorMessage("domain")).toBe(SSO_ERROR_MESSAGES.domain);
    expect(ssoErrorMessage("<script>")).toBeNull();
    expect(ssoErrorMessage("toString")).toBeNull();
  });
});

describe("single sign-on: accounts", () => {
  it("creates the account on a first sign-in and signs in as a password does", async () => {
    const account = person({ name: undefined, given_name: "Grace", family_name: "Hopper" });
    const response = await ssoSignIn(server.app, account, "/goals");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/goals");
    // The flow cookie is spent.
    expect(response.cookies.find((c) => c.name === "lc_sso")?.value).toBe("");

    const cookie = sessionCookie(response);
    const user = await me(server.app, cookie);
    expect(user).toMatchObject({ email: account.email, name: "Grace Hopper" });
    expect(user.lastLoginAt).not.toBeNull();

    const [identity] = await identitiesOf(account.sub);
    expect(identity).toMatchObject({ userId: user.id, issuer: provider.issuer, email: account.email });
    expect(identity?.lastSignInAt).not.toBeNull();
    const session = await sessionRowsOf(server.db, user.id);
    expect(session).toHaveLength(1);
    expect(typeof session[0]?.sess.ssoVerifiedAt).toBe("number");
    const events = await server.db
      .selectFrom("activityEvents")
      .select(["type", "detail"])
      .where("userId", "=", user.id)
      .execute();
    expect(events).toEqual([{ type: "sign_in", detail: { method: "sso" } }]);

    // The account has no password anyone knows: a password sign-in is the usual refusal, not an error.
    for (const password of ["", "!", "correct-horse", "x".repeat(64)]) {
      const login = await send(server.app, "POST", "/api/auth/login", {
        body: { email: account.email, password: password || "p" },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ message: "Invalid email or password" });
    }

    // Later sign-ins find the same account by (issuer, subject), even after the address changed there.
    const again = await ssoSignIn(server.app, { ...account, email: unique() });
    expect((await me(server.app, sessionCookie(again))).id).toBe(user.id);
    expect(await usersWithEmail(account.email ?? "")).toHaveLength(1);
    expect(await identitiesOf(account.sub)).toHaveLength(1);
  });

  it("links an existing account by its verified address, and the password keeps working", async () => {
    const existing = await createUser(server.db, { email: unique(), name: "Existing Person" });
    const account = person({ email: existing.email.toUpperCase(), name: "Other Name" });
    const response = await ssoSignIn(server.app, account);
    expect(response.headers.location).toBe("/");
    const user = await me(server.app, sessionCookie(response));
    expect(user).toMatchObject({ id: existing.id, name: "Existing Person" });
    expect(await identitiesOf(account.sub)).toMatchObject([{ userId: existing.id }]);
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    await signIn(server.app, existing.email, existing.password);
  });

  it("refuses an address the provider has not verified, or none", async () => {
    for (const account of [person({ email_verified: false }), person({ email: undefined })]) {
      const response = await ssoSignIn(server.app, account);
      expect(ssoError(response)).toBe("email");
      noSession(response);
      expect(await identitiesOf(account.sub)).toEqual([]);
      if (account.email) expect(await usersWithEmail(account.email)).toEqual([]);
    }
    // Linking needs a verified address too: an unverified claim to someone's address opens nothing.
    const existing = await createUser(server.db, { email: unique() });
    const takeover = await ssoSignIn(server.app, person({ email: existing.email, email_verified: false }));
    expect(ssoError(takeover)).toBe("email");
  });

  it("limits SSO to the allowed domains when they are set", async () => {
    const outsider = person({ email: unique("elsewhere.test") });
    const refused = await ssoSignIn(limited, outsider);
    expect(ssoError(refused)).toBe("domain");
    noSession(refused);
    expect(await usersWithEmail(outsider.email ?? "")).toEqual([]);

    // Existing accounts outside the list are not linked either.
    const existing = await createUser(server.db, { email: unique("elsewhere.test") });
    expect(ssoError(await ssoSignIn(limited, person({ email: existing.email })))).toBe("domain");

    for (const domain of ["allowed.test", "EXAMPLE.org"]) {
      const insider = person({ email: unique(domain) });
      const response = await ssoSignIn(limited, insider);
      expect((await me(limited, sessionCookie(response))).email).toBe(insider.email);
    }
    // A subdomain is another domain.
    expect(ssoError(await ssoSignIn(limited, person({ email: unique("sub.allowed.test") })))).toBe("domain");
  });

  it("refuses a deactivated account, bound or not", async () => {
    const account = person();
    const first = await ssoSignIn(server.app, account);
    const { id } = await me(server.app, sessionCookie(first));
    await server.db.updateTable("users").set({ isActive: false }).where("id", "=", id).execute();
    const bound = await ssoSignIn(server.app, account);
    expect(ssoError(bound)).toBe("inactive");
    noSession(bound);

    const dormant = await createUser(server.db, { email: unique() });
    await server.db.updateTable("users").set({ isActive: false }).where("id", "=", dormant.id).execute();
    const other = person({ email: dormant.email });
    expect(ssoError(await ssoSignIn(server.app, other))).toBe("inactive");
    expect(await identitiesOf(other.sub)).toEqual([]);
  });

  it("creates one account when two first sign-ins of the same person finish at once", async () => {
    const account = person();
    const flows = [];
    for (let i = 0; i < 2; i++) {
      const flow = await start(server.app);
      flows.push({ cookie: flow.cookie, back: await provider.authorize(flow.location.href, account) });
    }
    const responses = await Promise.all(flows.map((f) => callback(server.app, f.back, f.cookie)));
    const ids = await Promise.all(responses.map(async (r) => (await me(server.app, sessionCookie(r))).id));
    expect(ids[0]).toBe(ids[1]);
    expect(await usersWithEmail(account.email ?? "")).toHaveLength(1);
    expect(await identitiesOf(account.sub)).toHaveLength(1);
  });
});

describe("single sign-on: the answer must belong to this browser's attempt", () => {
  it("refuses a callback without the flow cookie, or with an altered one", async () => {
    const flow = await start(server.app);
    const back = await provider.authorize(flow.location.href, person());
    expect(ssoError(await callback(server.app, back))).toBe("expired");
    const altered = flow.cookie.slice(0, -4) + (flow.cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
    const response = await callback(server.app, back, altered);
    expect(ssoError(response)).toBe("expired");
    noSession(response);
  });

  it("refuses a state that is not this attempt's (another tab, or a planted link)", async () => {
    const account = person();
    const mine = await start(server.app, "/goals");
    const theirs = await start(server.app);
    const back = await provider.authorize(theirs.location.href, account);
    const response = await callback(server.app, back, mine.cookie);
    expect(ssoError(response)).toBe("expired");
    expect(new URL(String(response.headers.location), APP_URL).searchParams.get("next")).toBe("/goals");
    noSession(response);
    expect(await usersWithEmail(account.email ?? "")).toEqual([]);
  });

  it("refuses a code exchanged with another PKCE verifier", async () => {
    const account = person();
    const flow = await start(server.app);
    const back = await provider.authorize(flow.location.href, account);
    // The same state and nonce, sealed with the server's key, but a verifier that is not the challenge's.
    const sealer = new SsoFlowSealer(SESSION_SECRET);
    const real = sealer.open(decodeURIComponent(flow.cookie.slice("lc_sso=".length)), Date.now());
    if (!real) throw new Error("flow cookie did not open");
    const forged = sealer.seal({ ...real, verifier: "x".repeat(43) });
    const response = await callback(server.app, back, `lc_sso=${forged}`);
    expect(ssoError(response)).toBe("failed");
    noSession(response);
    expect(await usersWithEmail(account.email ?? "")).toEqual([]);
  });

  it("refuses an expired attempt", async () => {
    const flow = await start(server.app);
    const back = await provider.authorize(flow.location.href, person());
    const sealer = new SsoFlowSealer(SESSION_SECRET);
    const real = sealer.open(decodeURIComponent(flow.cookie.slice("lc_sso=".length)), Date.now());
    if (!real) throw new Error("flow cookie did not open");
    const stale = sealer.seal({ ...real, expiresAt: Date.now() - 1 });
    expect(ssoError(await callback(server.app, back, `lc_sso=${stale}`))).toBe("expired");
  });

  it("reports a refusal at the provider without echoing its text", async () => {
    const flow = await start(server.app);
    const back = await provider.authorize(flow.location.href, person(), { deny: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    const response = await callback(server.app, back, flow.cookie);
    expect(ssoError(response)).toBe("cancelled");
    expect(String(response.headers.location)).not.toMatch(/said/);
  });
});

describe("single sign-on: the provider's own second factor (amr)", () => {
  /** SSO with `mfa` and `otp` counting as the provider's second factor, and a policy covering everyone. */
  let mfa: FastifyInstance;
  beforeAll(async () => {
    mfa = await buildTestApp(server.testDb, {
      ...sso(),
      OIDC_MFA_AMR: "mfa, otp",
      SECOND_FACTOR_DEFAULT_POLICY: "everyone",
    });
  });
  afterAll(async () => {
    await mfa.close();
  });

  const trpcData = (response: LightMyRequestResponse) =>
    (JSON.parse(response.body) as { result: { data: unknown } }).result.data;

  function toSecondStep(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/two-step?next=%2Fgoals");
    return sessionCookie(response);
  }

  async function signedOut(cookie: string) {
    expect((await mfa.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode).toBe(
      401,
    );
    return trpcData(await send(mfa, "GET", "/trpc/twoFactor.pending", { cookie }));
  }

  it("signs an account under the policy in directly when the provider reports a configured method", async () => {
    const account = person();
    const response = await ssoSignIn(mfa, account, "/goals", ["pwd", "mfa"]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/goals");
    const user = await me(mfa, sessionCookie(response));
    expect(user.email).toBe(account.email);
    expect(
      await server.db.selectFrom("totpFactors").select("userId").where("userId", "=", user.id).execute(),
    ).toEqual([]);
  });

  it("leads an account under the policy to the enrolment when the amr names no configured method, or none", async () => {
    const account = person();
    for (const amr of [["pwd"], undefined]) {
      const pending = toSecondStep(await ssoSignIn(mfa, account, "/goals", amr));
      expect(await signedOut(pending)).toEqual({ status: "enrol", methods: ["totp", "passkey"] });
    }
  });

  it("an account with the app: signed in directly on a matching amr, else the code is asked first", async () => {
    // The account comes from a first sign-in through the app without the policy, then turns the app on.
    const account = person();
    const first = sessionCookie(await ssoSignIn(server.app, account, "/goals"));
    const start = await send(server.app, "POST", "/trpc/twoFactor.startTotp", { cookie: first, body: {} });
    expect(start.statusCode, start.body).toBe(200);
    const secret = (trpcData(start) as { secret: string }).secret.replace(/\s/g, "");
    const epoch = Math.floor(Date.now() / 1000);
    const confirm = await send(server.app, "POST", "/trpc/twoFactor.confirmTotp", {
      cookie: first,
      body: { code: await generate({ secret, epoch }) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    const direct = await ssoSignIn(mfa, account, "/goals", ["otp"]);
    expect(direct.headers.location).toBe("/goals");
    expect((await me(mfa, sessionCookie(direct))).email).toBe(account.email);

    const pending = toSecondStep(await ssoSignIn(mfa, account, "/goals", ["pwd"]));
    expect(await signedOut(pending)).toEqual({ status: "second_factor", methods: ["totp", "recovery_code"] });
    const verified = await send(mfa, "POST", "/api/auth/two-factor/verify", {
      cookie: pending,
      // The next step's code: the enrolment's own was taken.
      body: { code: await generate({ secret, epoch: epoch + 30 }) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await me(mfa, sessionCookie(verified))).email).toBe(account.email);
  });
});
