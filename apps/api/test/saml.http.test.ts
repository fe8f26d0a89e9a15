import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SECOND_STEP_PATH } from "@leadcoach/api/schemas";
import { createUser } from "@leadcoach/api/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAML_ACS_PATH } from "../src/saml/routes";
import { startTestIdp, type AssertionOptions, type TestIdp } from "./saml-idp";
import { buildTestApp, sessionCookie, sessionRowsOf, useTestServer } from "./testing";

const APP_URL = "http://localhost:3000";
const ACS_URL = `${APP_URL}${SAML_ACS_PATH}`;
const MFA = "http://schemas.microsoft.com/claims/multipleauthn";

let idp: TestIdp;
/** The same database, with IdP-initiated sign-in on. */
let unsolicited: FastifyInstance;
/** This server's SP metadata, as the IdP is given it. */
let spMetadata: string;

beforeAll(async () => {
  idp = await startTestIdp();
});
const server = useTestServer(() => ({ APP_URL, SAML_IDP_METADATA: idp.metadata, SAML_MFA_CONTEXTS: MFA }));
beforeAll(async () => {
  unsolicited = await buildTestApp(server.testDb, {
    APP_URL,
    SAML_IDP_METADATA: idp.metadata,
    SAML_ALLOW_IDP_INITIATED: "true",
  });
  spMetadata = (await server.app.inject({ method: "GET", url: "/api/auth/saml/metadata" })).body;
  // samlify's schema validator (xmllint compiled to JavaScript) takes a while to load the first time.
  await idp.parseRequest(spMetadata, (await login(server.app)).location);
}, 120_000);
afterAll(async () => {
  await unsolicited.close();
});

const unique = (domain = "example.test") => `saml-${Math.random().toString(36).slice(2)}@${domain}`;

/** GET /api/auth/saml/login: where the browser is sent, and the request's ID as the IdP reads it. */
async function login(target: FastifyInstance, returnTo?: string) {
  const query = returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`;
  const response = await target.inject({ method: "GET", url: `/api/auth/saml/login${query}` });
  expect(response.statusCode).toBe(303);
  return { location: String(response.headers.location), response };
}

async function requestId(target: FastifyInstance = server.app, returnTo?: string) {
  const { location } = await login(target, returnTo);
  return idp.parseRequest(spMetadata, location);
}

/** The IdP's page posting the response to the ACS, from its own origin. */
function post(target: FastifyInstance, samlResponse: string, relayState?: string) {
  const form = new URLSearchParams({ SAMLResponse: samlResponse });
  if (relayState !== undefined) form.set("RelayState", relayState);
  return target.inject({
    method: "POST",
    url: SAML_ACS_PATH,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "https://idp.example.test",
      "sec-fetch-site": "cross-site",
    },
    payload: form.toString(),
  });
}

/** A whole SP-initiated sign-in; `change` edits the assertion, `edit` the signed XML. */
async function signInWith(
  options: Partial<AssertionOptions> & { nameId: string },
  { returnTo, edit }: { returnTo?: string; edit?: (xml: string) => string } = {},
) {
  const request = await requestId(server.app, returnTo);
  let response = await idp.respond(spMetadata, { inResponseTo: request.id, ...options });
  if (edit) response = encode(edit(decode(response)));
  return post(server.app, response, request.relayState ?? undefined);
}

const decode = (base64: string) => Buffer.from(base64, "base64").toString("utf8");
const encode = (xml: string) => Buffer.from(xml, "utf8").toString("base64");

/** The /login error a refused response lands on. */
function ssoError(response: LightMyRequestResponse): string | null {
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location), APP_URL);
  expect(location.pathname).toBe("/login");
  return location.searchParams.get("sso_error");
}

function noSession(response: LightMyRequestResponse) {
  expect(response.cookies.filter((c) => c.name === "sid" && c.value !== "")).toEqual([]);
}

async function me(cookie: string) {
  const response = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ id: number; email: string; name: string }>();
}

const usersWithEmail = (email: string) =>
  server.db.selectFrom("users").select(["id", "name"]).where("email", "ilike", email).execute();
const identitiesOf = (subject: string) =>
  server.db.selectFrom("ssoIdentities").selectAll().where("subject", "=", subject).execute();

describe("SAML: configuration", () => {
  it("publishes the SP metadata: entity ID, ACS URL, signed assertions wanted", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/auth/saml/metadata" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/samlmetadata+xml");
    expect(response.body).toContain(`entityID="${APP_URL}/api/auth/saml/metadata"`);
    expect(response.body).toContain('WantAssertionsSigned="true"');
    expect(response.body).toContain(
      `Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ACS_URL}"`,
    );
  });

  it("offers 'Sign in with SSO', which leads to the SAML request with the return path", async () => {
    const options = await server.app.inject({ method: "GET", url: "/trpc/auth.signInOptions" });
    expect(options.json()).toMatchObject({ result: { data: { sso: true } } });
    const start = await server.app.inject({ method: "GET", url: "/api/auth/sso/start?returnTo=%2Fgoals" });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe("/api/auth/saml/login?returnTo=%2Fgoals");

    const { location } = await login(server.app, "/goals");
    expect(location.startsWith(`${idp.ssoUrl}?SAMLRequest=`)).toBe(true);
    const request = await idp.parseRequest(spMetadata, location);
    expect(request.relayState).toBe("/goals");
    // Remembered, unanswered, with an expiry.
    const row = await server.db
      .selectFrom("samlRequests")
      .selectAll()
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(row.usedAt).toBeNull();
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("drops a return path that leaves the site", async () => {
    const { location } = await login(server.app, "//evil.example/x");
    expect(new URL(location).searchParams.get("RelayState")).toBeNull();
    const email = unique();
    const response = await signInWith({ nameId: email }, { edit: (xml) => xml });
    expect(response.headers.location).toBe("/");
    const forged = await requestId();
    const answer = await idp.respond(spMetadata, { nameId: unique(), inResponseTo: forged.id });
    expect((await post(server.app, answer, "https://evil.example/")).headers.location).toBe("/");
  });

  it("refuses to start with metadata it cannot use, naming the problem", async () => {
    const cases: [string, RegExp][] = [
      ["<EntityDescriptor", /not well-formed XML/],
      [
        idp.metadata.replace(/<(\w+:)?KeyDescriptor[\s\S]*<\/(\w+:)?KeyDescriptor>/, ""),
        /no signing certificate/,
      ],
      [idp.metadata.replace(/IDPSSODescriptor/g, "SPSSODescriptor"), /no SAML 2.0 identity provider/],
      [`<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${idp.metadata}`, /DOCTYPE/],
    ];
    for (const [metadata, message] of cases) {
      await expect(buildTestApp(server.testDb, { APP_URL, SAML_IDP_METADATA: metadata })).rejects.toThrow(
        message,
      );
    }
    await expect(
      buildTestApp(server.testDb, { APP_URL, SAML_IDP_METADATA_FILE: "/nonexistent/idp.xml" }),
    ).rejects.toThrow(/SAML_IDP_METADATA_FILE: cannot be read/);
  });

  it("reads the metadata from a file", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "saml-")), "idp.xml");
    writeFileSync(file, idp.metadata);
    const app = await buildTestApp(server.testDb, { APP_URL, SAML_IDP_METADATA_FILE: file });
    try {
      const { location } = await login(app);
      expect(location.startsWith(idp.ssoUrl)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe("SAML: signing in", () => {
  it("creates the account on an SP-initiated sign-in and lands where the person was going", async () => {
    const email = unique();
    const response = await signInWith(
      { nameId: email, attributes: { firstName: "Grace", lastName: "Hopper" } },
      { returnTo: "/goals" },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/goals");
    const user = await me(sessionCookie(response));
    expect(user).toMatchObject({ email, name: "Grace Hopper" });
    const [identity] = await identitiesOf(email);
    expect(identity).toMatchObject({ userId: user.id, issuer: idp.entityId, email });
    const [session] = await sessionRowsOf(server.db, user.id);
    expect(typeof session?.sess.ssoVerifiedAt).toBe("number");
    const audit = await server.db
      .selectFrom("auditEvents")
      .select(["action", "detail"])
      .where("actorUserId", "=", user.id)
      .execute();
    expect(audit).toContainEqual({
      action: "auth.sso_sign_in",
      detail: { source: "created", protocol: "saml" },
    });
  });

  it("links an existing account by the address in the attributes, whatever the NameID", async () => {
    const existing = await createUser(server.db, { email: unique("linked.test"), name: "Existing Person" });
    const nameId = `persistent-${Math.random().toString(36).slice(2)}`;
    const response = await signInWith({
      nameId,
      nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
      attributes: {
        "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress": existing.email.toUpperCase(),
      },
    });
    expect(response.headers.location).toBe("/");
    expect((await me(sessionCookie(response))).id).toBe(existing.id);
    expect(await identitiesOf(nameId)).toMatchObject([{ userId: existing.id }]);
  });

  it("refuses a persistent NameID with no address", async () => {
    const response = await signInWith({
      nameId: "opaque-id-without-address",
      nameIdFormat: "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
    });
    expect(ssoError(response)).toBe("email");
    noSession(response);
  });

  it("accepts IdP-initiated responses only when they are turned on", async () => {
    const email = unique();
    const response = await idp.respond(spMetadata, { nameId: email, inResponseTo: null });
    const off = await post(server.app, response);
    expect(ssoError(off)).toBe("failed");
    noSession(off);
    expect(await usersWithEmail(email)).toEqual([]);

    const on = await post(unsolicited, response, "/goals");
    expect(on.headers.location).toBe("/goals");
    sessionCookie(on);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it("refuses a response without a form field", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: SAML_ACS_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      payload: "RelayState=%2F",
    });
    expect(ssoError(response)).toBe("failed");
  });
});

describe("SAML: the provider's second factor", () => {
  it("skips this server's second step only when the AuthnContextClassRef is a configured MFA class", async () => {
    const strict = await buildTestApp(server.testDb, {
      APP_URL,
      SAML_IDP_METADATA: idp.metadata,
      SAML_MFA_CONTEXTS: MFA,
      SECOND_FACTOR_DEFAULT_POLICY: "everyone",
    });
    try {
      const answer = async (authnContext: string) => {
        const request = await idp.parseRequest(spMetadata, (await login(strict, "/goals")).location);
        const response = await idp.respond(spMetadata, {
          nameId: unique(),
          inResponseTo: request.id,
          authnContext,
        });
        return post(strict, response, "/goals");
      };
      const withMfa = await answer(MFA);
      expect(withMfa.headers.location).toBe("/goals");
      sessionCookie(withMfa);

      // A password-only sign-in at the provider: the person is led to this server's second step.
      const passwordOnly = await answer("urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport");
      expect(passwordOnly.headers.location).toBe(`${SECOND_STEP_PATH}?next=%2Fgoals`);
    } finally {
      await strict.close();
    }
  });
});

describe("SAML: refusals", () => {
  /** Signs in as `nameId` with the response changed; asserts a refusal with `code` and nothing written. */
  async function refused(
    code: string,
    options: Partial<AssertionOptions>,
    edit?: (xml: string) => string,
  ): Promise<void> {
    const nameId = options.nameId ?? unique();
    const response = await signInWith({ ...options, nameId }, edit ? { edit } : {});
    expect(ssoError(response)).toBe(code);
    noSession(response);
    expect(await usersWithEmail(nameId)).toEqual([]);
  }

  it("refuses an assertion that is not signed (only the Response is)", async () => {
    const email = unique();
    const request = await requestId();
    const response = await idp.respond(spMetadata, { nameId: email, inResponseTo: request.id }, "message");
    expect(decode(response)).toMatch(/<\/ds:Signature>|<\/Signature>/);
    const answer = await post(server.app, response);
    expect(ssoError(answer)).toBe("failed");
    noSession(answer);
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it("refuses a response whose signature was removed", async () => {
    await refused("failed", {}, (xml) => xml.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ""));
  });

  it("refuses a tampered assertion (the signed NameID changed)", async () => {
    const victim = await createUser(server.db, { email: unique("victim.test"), name: "Victim" });
    const attacker = unique("attacker.test");
    const response = await signInWith(
      { nameId: attacker },
      { edit: (xml) => xml.replaceAll(attacker, victim.email) },
    );
    expect(ssoError(response)).toBe("failed");
    noSession(response);
    expect(await identitiesOf(victim.email)).toEqual([]);
  });

  it("refuses a signature-wrapping attack (a forged assertion around the signed one)", async () => {
    const victim = await createUser(server.db, { email: unique("victim.test"), name: "Victim" });
    const attacker = unique("attacker.test");
    const wrap = (xml: string) => {
      const start = xml.indexOf("<saml:Assertion");
      const end = xml.indexOf("</saml:Assertion>") + "</saml:Assertion>".length;
      const signed = xml.slice(start, end);
      // The forged assertion names the victim, under another ID, and carries the genuine one inside it.
      const forged = signed
        .replace(/ ID="[^"]+"/, ' ID="_forged"')
        .replaceAll(attacker, victim.email)
        .replace("</saml:Assertion>", `${signed}</saml:Assertion>`);
      return xml.slice(0, start) + forged + xml.slice(end);
    };
    const response = await signInWith({ nameId: attacker }, { edit: wrap });
    expect(ssoError(response)).toBe("failed");
    noSession(response);
    expect(await identitiesOf(victim.email)).toEqual([]);

    // The other classic shape: the forged assertion beside the signed one.
    const beside = (xml: string) => {
      const start = xml.indexOf("<saml:Assertion");
      const end = xml.indexOf("</saml:Assertion>") + "</saml:Assertion>".length;
      const signed = xml.slice(start, end);
      const forged = signed.replace(/ ID="[^"]+"/, ' ID="_forged"').replaceAll(attacker, victim.email);
      return xml.slice(0, start) + forged + signed + xml.slice(end);
    };
    const second = await signInWith({ nameId: unique("attacker.test") }, { edit: beside });
    expect(ssoError(second)).toBe("failed");
    expect(await identitiesOf(victim.email)).toEqual([]);
  });

  it("refuses a response with XML entities, without reading the file they name", async () => {
    const secretFile = join(mkdtempSync(join(tmpdir(), "saml-xxe-")), "secret.txt");
    const marker = `secret-${Math.random().toString(36).slice(2)}@leak.test`;
    writeFileSync(secretFile, marker);
    const nameId = unique();
    const response = await signInWith(
      { nameId },
      {
        edit: (xml) =>
          `<?xml version="1.0"?><!DOCTYPE samlp:Response [<!ENTITY xxe SYSTEM "file://${secretFile}">]>` +
          xml.replace(nameId, "&xxe;"),
      },
    );
    expect(ssoError(response)).toBe("failed");
    noSession(response);
    expect(await usersWithEmail(marker)).toEqual([]);
    expect(await identitiesOf(marker)).toEqual([]);
  });

  it("does not sign in as someone else when a comment splits the NameID", async () => {
    // The IdP vouches for user@evil.com.example.com; a comment must not truncate it to user@evil.com.
    const real = `${Math.random().toString(36).slice(2)}@evil.com.example.com`;
    const truncated = real.replace(".example.com", "");
    await createUser(server.db, { email: truncated, name: "Not This One" });
    const response = await signInWith(
      { nameId: real },
      { edit: (xml) => xml.replace(`>${real}<`, `>${truncated}<!---->.example.com<`) },
    );
    // The signature covers the text without the comment; the whole text is what is read.
    expect(response.headers.location).toBe("/");
    expect((await me(sessionCookie(response))).email).toBe(real);
    expect(await identitiesOf(truncated)).toEqual([]);
  });

  it("refuses an assertion for another audience", async () => {
    await refused("failed", { audience: "https://other-app.example.test/saml" });
  });

  it("refuses an assertion sent to another recipient or destination", async () => {
    await refused("failed", { recipient: "https://other-app.example.test/acs" });
    await refused("failed", { destination: "https://other-app.example.test/acs" });
  });

  it("refuses an expired assertion, and one not yet valid", async () => {
    await refused("failed", { notOnOrAfter: new Date(Date.now() - 5 * 60_000) });
    await refused("failed", { notBefore: new Date(Date.now() + 10 * 60_000) });
  });

  it("refuses an answer to a request this server never sent", async () => {
    const nameId = unique();
    const response = await idp.respond(spMetadata, { nameId, inResponseTo: "_never-sent" });
    expect(ssoError(await post(server.app, response))).toBe("expired");
    expect(await usersWithEmail(nameId)).toEqual([]);
  });

  it("refuses an unsigned InResponseTo that differs from the signed one", async () => {
    const [first, second] = [await requestId(), await requestId()];
    await refused("failed", { inResponseTo: first.id }, (xml) =>
      xml.replace(/(<samlp:Response[^>]*InResponseTo=")[^"]+"/, `$1${second.id}"`),
    );
  });

  it("refuses an IdP-initiated-looking response that really answers a request (InResponseTo stripped)", async () => {
    // The Response's own InResponseTo is outside the signature; the assertion's is inside it.
    const request = await requestId(unsolicited);
    const nameId = unique();
    const response = await idp.respond(spMetadata, { nameId, inResponseTo: request.id });
    const stripped = encode(decode(response).replace(/(<samlp:Response[^>]*?) InResponseTo="[^"]+"/, "$1"));
    const first = await post(unsolicited, stripped);
    expect(first.headers.location).toBe("/");
    // The request is spent: the original response is refused.
    expect(ssoError(await post(unsolicited, response))).toMatch(/expired|replayed/);
  });
});

describe("SAML: replays", () => {
  it("refuses the same response twice", async () => {
    const request = await requestId();
    const nameId = unique();
    const response = await idp.respond(spMetadata, { nameId, inResponseTo: request.id });
    const first = await post(server.app, response);
    expect(first.headers.location).toBe("/");
    const second = await post(server.app, response);
    expect(ssoError(second)).toMatch(/expired|replayed/);
    noSession(second);
  });

  it("refuses a replayed IdP-initiated assertion, remembered in the database", async () => {
    const response = await idp.respond(spMetadata, { nameId: unique(), inResponseTo: null });
    expect((await post(unsolicited, response)).headers.location).toBe("/");
    // Another process (the other app on the same database) sees the replay too.
    const again = await post(unsolicited, response);
    expect(ssoError(again)).toBe("replayed");
    const assertionId = /<saml:Assertion[^>]* ID="([^"]+)"/.exec(decode(response))?.[1] ?? "";
    const [row] = await server.db
      .selectFrom("samlAssertions")
      .selectAll()
      .where("assertionId", "=", assertionId)
      .execute();
    expect(row?.issuer).toBe(idp.entityId);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("lets exactly one of two identical responses sent at once sign in", async () => {
    for (const target of [server.app, unsolicited]) {
      const request = target === server.app ? await requestId() : null;
      const response = await idp.respond(spMetadata, { nameId: unique(), inResponseTo: request?.id ?? null });
      const answers = await Promise.all([post(target, response), post(target, response)]);
      const signedIn = answers.filter((a) => a.headers.location === "/");
      expect(signedIn).toHaveLength(1);
      const other = answers.find((a) => a !== signedIn[0]);
      expect(other && ssoError(other)).toMatch(/expired|replayed/);
    }
  });
});
