import { signInWithSso, type SsoClaims } from "@leadcoach/api";
import { safeReturnPath, SECOND_STEP_PATH, SSO_ERROR_PARAM, type SsoErrorCode } from "@leadcoach/api/schemas";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as oidc from "openid-client";
import type { ContextDeps } from "../context";
import { sessionControl } from "../plugins/session";
import { SSO_FLOW_MAX_AGE_SECONDS, SsoFlowSealer, type SsoFlow } from "./flow-cookie";

export const SSO_START_PATH = "/api/auth/sso/start";
export const SSO_CALLBACK_PATH = "/api/auth/sso/callback";

/** What the server needs to talk to the OpenID provider (from OIDC_* in env.ts). */
export interface SsoOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The app's public origin: the callback address registered at the provider is built on it. */
  appUrl: string;
  /** The session secret; the flow cookie's key is derived from it. */
  secret: string;
  /** Over HTTPS the flow cookie is Secure and `__Host-` prefixed, like the session cookie. */
  secureCookie: boolean;
  /** Lets a plain-HTTP issuer through (development and tests; env.ts refuses it in production). */
  allowHttpIssuer: boolean;
}

/** Seconds a call to the provider (discovery, token, userinfo) may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const SCOPE = "openid email profile";

/** Why an exchange with the provider failed, as the login page names it. */
function failureCode(error: unknown): SsoErrorCode {
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === "access_denied" ? "cancelled" : "failed";
  }
  // The provider answered and refused (a PKCE or nonce mismatch, a used code), or its answer did not check out.
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.ClientError) return "failed";
  // Network errors and timeouts: the provider could not be reached.
  return "unavailable";
}

/**
 * Single sign-on with OpenID Connect: the authorization code flow with PKCE (S256), state and nonce.
 * `start` sends the browser to the provider with a sealed flow cookie; `callback` checks the answer
 * against that cookie, exchanges the code, and signs the person in as a password would (see
 * `signInWithSso`). Every failure lands on /login with a fixed reason, never the provider's text.
 */
export function registerSso(app: FastifyInstance, deps: ContextDeps, options: SsoOptions): void {
  const sealer = new SsoFlowSealer(options.secret);
  const cookieName = options.secureCookie ? "__Host-lc_sso" : "lc_sso";
  const cookie = {
    path: "/",
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level GET navigation from another site.
    sameSite: "lax",
    secure: options.secureCookie,
  } as const;
  const redirectUri = new URL(SSO_CALLBACK_PATH, options.appUrl).toString();

  // Discovered once, on the first sign-in (a provider that is down never stops the server starting);
  // a failed discovery is forgotten, so the next attempt tries again.
  let configuration: Promise<oidc.Configuration> | undefined;
  const provider = () => {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretBasic(options.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(options.allowHttpIssuer ? { execute: [oidc.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  const toLogin = (reply: FastifyReply, code: SsoErrorCode, returnTo: string | null) => {
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: code });
    if (returnTo) query.set("next", returnTo);
    return reply.redirect(`/login?${query.toString()}`, 303);
  };

  app.get<{ Querystring: { returnTo?: string } }>(
    SSO_START_PATH,
    { logLevel: "warn" },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.returnTo);
      let config: oidc.Configuration;
      try {
        config = await provider();
      } catch (error) {
        request.log.warn({ err: error }, "single sign-on: provider discovery failed");
        return toLogin(reply, "unavailable", returnTo);
      }
      const flow: SsoFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo,
        expiresAt: Date.now() + SSO_FLOW_MAX_AGE_SECONDS * 1000,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
      });
      void reply.setCookie(cookieName, sealer.seal(flow), { ...cookie, maxAge: SSO_FLOW_MAX_AGE_SECONDS });
      return reply.redirect(url.href, 303);
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    SSO_CALLBACK_PATH,
    // The address carries the one-time code: keep it out of the per-request info logs.
    { logLevel: "warn" },
    async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      const flow = sealer.open(request.cookies[cookieName], Date.now());
      // One use: whatever happens next, this flow is over.
      void reply.clearCookie(cookieName, cookie);
      // No flow, an expired one, or the answer to another sign-in (another tab, or a forged link).
      if (!flow || request.query.state !== flow.state)
        return toLogin(reply, "expired", flow?.returnTo ?? null);

      let claims: SsoClaims;
      try {
        const config = await provider();
        const tokens = await oidc.authorizationCodeGrant(config, new URL(request.url, redirectUri), {
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          pkceCodeVerifier: flow.verifier,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new oidc.ClientError("the provider returned no ID token");
        let profile: Record<string, unknown> = idToken;
        // Many providers put the address only in the userinfo answer (checked to be about the same subject).
        if (idToken.email === undefined || idToken.email_verified === undefined) {
          profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        }
        claims = {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: profile.email,
          emailVerified: profile.email_verified,
          name: profile.name,
          givenName: profile.given_name,
          familyName: profile.family_name,
          amr: idToken.amr,
        };
      } catch (error) {
        const code = failureCode(error);
        request.log.warn({ err: error, reason: code }, "single sign-on: the provider's answer was refused");
        return toLogin(reply, code, flow.returnTo);
      }

      try {
        const visitor = {
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
          session: sessionControl(request, reply),
        };
        const result = await signInWithSso(deps, visitor, claims);
        if (!result.ok) {
          request.log.info({ reason: result.reason }, "single sign-on: sign-in refused");
          return toLogin(reply, result.reason, flow.returnTo);
        }
        if (result.next.status !== "signed_in") {
          // The second step (a code, or the enrolment the policy requires) on its own screen.
          const query = flow.returnTo ? `?next=${encodeURIComponent(flow.returnTo)}` : "";
          return reply.redirect(`${SECOND_STEP_PATH}${query}`, 303);
        }
        // A fresh sign-in at the provider counts as proof of presence for steps that ask for one.
        request.session.set("ssoVerifiedAt", Date.now());
        await request.session.save();
      } catch (error) {
        // This is a page the browser navigates to: a database outage lands on /login, not on a JSON answer.
        request.log.error({ err: error }, "single sign-on: signing in failed");
        return toLogin(reply, "unavailable", flow.returnTo);
      }
      return reply.redirect(flow.returnTo ?? "/", 303);
    },
  );
}
