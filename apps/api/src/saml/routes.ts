import {
  acceptSamlAssertionOnce,
  openSamlRequestSentAt,
  rememberSamlRequest,
  SAML_REQUEST_MAX_AGE_MS,
  signInWithSso,
} from "@leadcoach/api";
import { safeReturnPath, SECOND_STEP_PATH, SSO_ERROR_PARAM, type SsoErrorCode } from "@leadcoach/api/schemas";
import { DOMParser } from "@xmldom/xmldom";
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from "@node-saml/node-saml";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ContextDeps } from "../context";
import { sessionControl } from "../plugins/session";
import { SSO_START_PATH } from "../sso/routes";
import type { IdpMetadata } from "./idp-metadata";

export const SAML_METADATA_PATH = "/api/auth/saml/metadata";
export const SAML_LOGIN_PATH = "/api/auth/saml/login";
export const SAML_ACS_PATH = "/api/auth/saml/acs";

/** What the server needs to be a SAML service provider (from SAML_* in env.ts). */
export interface SamlOptions {
  idp: IdpMetadata;
  /** This app's entity ID: the audience every assertion must name. */
  spEntityId: string;
  /** The app's public origin: the ACS and metadata URLs are built on it. */
  appUrl: string;
  /** Accept responses the provider sends unasked (no InResponseTo). */
  allowIdpInitiated: boolean;
}

/** Clocks of the provider and this server may differ by this much. */
const CLOCK_SKEW_MS = 60_000;
/** A SAMLResponse form is a few kilobytes; the form body's own limit stops larger ones. */
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";
const EMAIL_FORMAT = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

/** The attribute names providers use for each field, in order of preference (Okta, Entra ID, ADFS, LDAP OIDs). */
const ATTRIBUTES = {
  email: [
    "email",
    "mail",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
    "urn:oid:0.9.2342.19200300.100.1.3",
  ],
  name: [
    "displayName",
    "name",
    "http://schemas.microsoft.com/identity/claims/displayname",
    "urn:oid:2.16.840.1.113730.3.1.241",
  ],
  givenName: [
    "firstName",
    "givenName",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
    "urn:oid:2.5.4.42",
  ],
  familyName: [
    "lastName",
    "surname",
    "sn",
    "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname",
    "urn:oid:2.5.4.4",
  ],
} as const;

function pem(certificate: string): string {
  const lines = certificate.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----`;
}

/** xml2js nodes, as node-saml hands the signed assertion back. */
type XmlNode = { $?: Record<string, string>; _?: string } & { [child: string]: unknown };

function nodes(parent: unknown, name: string): XmlNode[] {
  if (typeof parent !== "object" || parent === null) return [];
  const value = (parent as Record<string, unknown>)[name];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function textOf(node: unknown): string | undefined {
  if (typeof node === "string") return node;
  if (typeof node === "object" && node !== null && typeof (node as XmlNode)._ === "string")
    return (node as XmlNode)._;
  return undefined;
}

function firstAttribute(profile: Profile, names: readonly string[]): string | undefined {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  for (const name of names) {
    const value = attributes[name];
    const first = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === "string" && first.trim() !== "") return first.trim();
  }
  return undefined;
}

/** What the server reads from the signed assertion beyond node-saml's own checks. */
interface SignedFacts {
  assertionId: string;
  /** InResponseTo of the bearer confirmation (inside the signature), if any. */
  inResponseTo: string | undefined;
  recipients: string[];
  /** The latest expiry the assertion states (the replay record is kept until then). */
  notOnOrAfter: number | undefined;
  authnContext: string | undefined;
}

function signedFacts(profile: Profile): SignedFacts {
  // xml2js's reading of the signed assertion (node-saml parses only what the signature covers).
  const parsed = profile.getAssertion?.() as { Assertion?: XmlNode } | undefined;
  const root: XmlNode = parsed?.Assertion ?? {};
  const confirmations = nodes(nodes(root, "Subject")[0], "SubjectConfirmation").filter(
    (confirmation) => confirmation.$?.Method === BEARER,
  );
  const data = confirmations.flatMap((confirmation) => nodes(confirmation, "SubjectConfirmationData"));
  const expiries = [
    ...data.map((d) => d.$?.NotOnOrAfter),
    ...nodes(root, "Conditions").map((c) => c.$?.NotOnOrAfter),
  ]
    .filter((value): value is string => typeof value === "string")
    .map((value) => Date.parse(value))
    .filter((value) => Number.isFinite(value));
  const authnContext = textOf(
    nodes(nodes(nodes(root, "AuthnStatement")[0], "AuthnContext")[0], "AuthnContextClassRef")[0],
  );
  return {
    assertionId: root.$?.ID ?? "",
    inResponseTo: data.map((d) => d.$?.InResponseTo).find((value) => typeof value === "string"),
    recipients: data.map((d) => d.$?.Recipient).filter((value): value is string => typeof value === "string"),
    notOnOrAfter: expiries.length > 0 ? Math.max(...expiries) : undefined,
    authnContext: authnContext?.trim(),
  };
}

/** The Response element's Destination (outside the assertion's signature, checked when present). */
function responseDestination(profile: Profile): string | null {
  const xml = profile.getSamlResponseXml?.();
  if (!xml) return null;
  const root = new DOMParser().parseFromString(xml, "text/xml").documentElement;
  return root?.getAttribute("Destination") || null;
}

/** Why a response was refused, for the log; the person sees one of the login page's fixed sentences. */
class Refusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Single sign-on with SAML 2.0, as a service provider with the HTTP-Redirect binding for requests and
 * HTTP-POST for responses. node-saml checks the XML signature (assertions must be signed), the issuer,
 * the audience, NotBefore/NotOnOrAfter and that InResponseTo names an open request; on top of that this
 * checks the recipient and destination, spends the request once and refuses a replayed assertion, both
 * in the database so they hold across processes. The person is then signed in as with OpenID Connect.
 */
export async function registerSaml(
  app: FastifyInstance,
  deps: ContextDeps,
  options: SamlOptions,
): Promise<void> {
  const acsUrl = new URL(SAML_ACS_PATH, options.appUrl).toString();

  // node-saml asks the cache whether a request is open; spending it is ours (acceptSamlAssertionOnce),
  // in one conditional update, so two answers to one request cannot both pass.
  const requests: CacheProvider = {
    saveAsync: async (key, value) => {
      await rememberSamlRequest(deps, key);
      return { value, createdAt: deps.now().getTime() };
    },
    getAsync: async (key) => (await openSamlRequestSentAt(deps, key))?.toISOString() ?? null,
    removeAsync: async () => null,
  };
  const saml = new SAML({
    callbackUrl: acsUrl,
    entryPoint: options.idp.ssoUrl,
    issuer: options.spEntityId,
    audience: options.spEntityId,
    idpCert: options.idp.certificates.map(pem),
    idpIssuer: options.idp.entityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: options.allowIdpInitiated
      ? ValidateInResponseTo.ifPresent
      : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SAML_REQUEST_MAX_AGE_MS,
    cacheProvider: requests,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
  });

  const toLogin = (reply: FastifyReply, code: SsoErrorCode, returnTo: string | null) => {
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: code });
    if (returnTo) query.set("next", returnTo);
    return reply.redirect(`/login?${query.toString()}`, 303);
  };

  app.get(SAML_METADATA_PATH, async (_request, reply) =>
    reply
      .type("application/samlmetadata+xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(saml.generateServiceProviderMetadata(null)),
  );

  app.get<{ Querystring: { returnTo?: string } }>(
    SAML_LOGIN_PATH,
    { logLevel: "warn" },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.returnTo);
      try {
        // RelayState carries where to land; it comes back as the provider got it and is checked again.
        const url = await saml.getAuthorizeUrlAsync(returnTo ?? "", undefined, {});
        return reply.redirect(url, 303);
      } catch (error) {
        request.log.error({ err: error }, "SAML sign-in: the request could not be made");
        return toLogin(reply, "unavailable", returnTo);
      }
    },
  );

  // 'Sign in with SSO' (and every fresh-sign-in link) starts at the OpenID path: it leads here instead.
  app.get<{ Querystring: { returnTo?: string } }>(SSO_START_PATH, async (request, reply) => {
    const returnTo = safeReturnPath(request.query.returnTo);
    return reply.redirect(
      returnTo ? `${SAML_LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}` : SAML_LOGIN_PATH,
      303,
    );
  });

  // The provider's page posts the response from its own origin: this scope takes a form body, and the
  // route is exempt from the same-origin rule (it trusts the signature, not the browser's session).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.post<{ Body: Record<string, string | undefined> }>(
      SAML_ACS_PATH,
      { logLevel: "warn", config: { crossSite: true, formBody: true } },
      async (request, reply) => {
        const body = request.body ?? {};
        const returnTo = safeReturnPath(body.RelayState);
        const encoded = body.SAMLResponse;
        if (typeof encoded !== "string" || encoded === "") return toLogin(reply, "failed", returnTo);

        let claims;
        try {
          const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: encoded });
          if (!profile) throw new Refusal("failed", "the response carries no assertion");
          const facts = signedFacts(profile);
          if (facts.assertionId === "") throw new Refusal("failed", "the assertion has no ID");
          if (!profile.nameID) throw new Refusal("failed", "the assertion has no NameID");
          if (facts.recipients.length === 0 || facts.recipients.some((recipient) => recipient !== acsUrl)) {
            throw new Refusal("failed", "the assertion's Recipient is not this server's ACS URL");
          }
          const destination = responseDestination(profile);
          if (destination !== null && destination !== acsUrl) {
            throw new Refusal("failed", "the response's Destination is not this server's ACS URL");
          }
          // The signed InResponseTo is the one that counts; the Response's own must agree with it.
          const responseInResponseTo =
            typeof profile.inResponseTo === "string" ? profile.inResponseTo : undefined;
          if (responseInResponseTo && facts.inResponseTo && responseInResponseTo !== facts.inResponseTo) {
            throw new Refusal("failed", "InResponseTo differs between the response and its assertion");
          }
          const requestId = facts.inResponseTo ?? responseInResponseTo ?? null;
          if (requestId === null && !options.allowIdpInitiated) {
            throw new Refusal("failed", "an unsolicited (IdP-initiated) response, and they are off");
          }
          const now = deps.now().getTime();
          const refusal = await acceptSamlAssertionOnce(deps, {
            issuer: options.idp.entityId,
            assertionId: facts.assertionId,
            expiresAt: new Date(
              Math.max(facts.notOnOrAfter ?? 0, now + SAML_REQUEST_MAX_AGE_MS) + CLOCK_SKEW_MS,
            ),
            requestId,
          });
          if (refusal === "replayed") throw new Refusal("replayed", "the assertion was used before");
          if (refusal === "request_used") throw new Refusal("expired", "the request was already answered");

          const nameId = profile.nameID;
          const email =
            firstAttribute(profile, ATTRIBUTES.email) ??
            (profile.nameIDFormat === EMAIL_FORMAT || /^[^@\s]+@[^@\s]+$/.test(nameId) ? nameId : undefined);
          claims = {
            issuer: options.idp.entityId,
            subject: nameId,
            email,
            // The provider's signed assertion vouches for the address, as email_verified does in OIDC.
            emailVerified: email !== undefined,
            name: firstAttribute(profile, ATTRIBUTES.name),
            givenName: firstAttribute(profile, ATTRIBUTES.givenName),
            familyName: firstAttribute(profile, ATTRIBUTES.familyName),
            protocol: "saml" as const,
            // Where OpenID Connect has `amr`: compared with SAML_MFA_CONTEXTS (config.sso.mfaAmrValues).
            amr: facts.authnContext === undefined ? [] : [facts.authnContext],
          };
        } catch (error) {
          // An unknown, answered or expired request: the attempt is stale (another tab, a back button).
          const code =
            error instanceof Refusal
              ? error.code
              : /InResponseTo is not valid/.test(String(error))
                ? "expired"
                : "failed";
          request.log.warn({ err: error, reason: code }, "SAML sign-in: the response was refused");
          return toLogin(reply, code, returnTo);
        }

        try {
          const visitor = {
            ip: request.ip,
            userAgent: request.headers["user-agent"] ?? null,
            session: sessionControl(request, reply),
          };
          const result = await signInWithSso(deps, visitor, claims);
          if (!result.ok) {
            request.log.info({ reason: result.reason }, "SAML sign-in: refused");
            return toLogin(reply, result.reason, returnTo);
          }
          if (result.next.status !== "signed_in") {
            // The second step (a code, or the enrolment the policy requires) on its own screen.
            const query = returnTo ? `?next=${encodeURIComponent(returnTo)}` : "";
            return reply.redirect(`${SECOND_STEP_PATH}${query}`, 303);
          }
          request.session.set("ssoVerifiedAt", Date.now());
          await request.session.save();
        } catch (error) {
          request.log.error({ err: error }, "SAML sign-in: signing in failed");
          return toLogin(reply, "unavailable", returnTo);
        }
        return reply.redirect(returnTo ?? "/", 303);
      },
    );
  });
}
