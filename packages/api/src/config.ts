import type { SecondFactorPolicy } from "@leadcoach/db";
import { ACCESS_TOKEN_REQUESTS_PER_MINUTE } from "./schemas/access-tokens";

/** What the API needs from its environment; the server's env.ts builds it. Packages never read process.env. */
export interface ApiConfig {
  rateLimits: {
    loginFailuresPerIpPerMinute: number;
    loginFailuresPerAccountPerHour: number;
    signupsPerIpPerHour: number;
    signupsPerAccountPerHour: number;
    /** Requests one personal access token may make per minute (across every server process). */
    accessTokenRequestsPerMinute: number;
  };
  assessmentRetakeDays: number;
  /** Public origin of the app, for links in e-mails and feeds. */
  appUrl: string;
  isProduction: boolean;
  mail: {
    /** The From header of every e-mail. */
    from: string;
    /** The product's name in e-mails. */
    productName: string;
  };
  /**
   * An OpenAI-compatible chat-completions endpoint that replaces the built-in recommendation engine;
   * null (the default) keeps every call on this machine.
   */
  ai: { baseUrl: string; apiKey: string | null; model: string; timeoutMs: number } | null;
  /**
   * Single sign-on through an OpenID provider (the server holds the provider's address and client
   * credentials); null when it is off. `allowedDomains` (lower case) limits who may sign in that way;
   * empty allows any verified address.
   */
  sso: {
    allowedDomains: readonly string[];
    /**
     * OpenID `amr` values that count as the provider's own second factor (e.g. "mfa", "otp", "hwk"); a
     * sign-in whose ID token names one skips this server's second step. Empty or absent: none counts.
     */
    mfaAmrValues?: readonly string[];
  } | null;
  /**
   * Who must have a second factor while the organisation's setting is unset: `admins` in production,
   * `nobody` elsewhere (SECOND_FACTOR_DEFAULT_POLICY overrides it).
   */
  secondFactorDefaultPolicy: SecondFactorPolicy;
  /**
   * Signs links that act without a session (the weekly digest's unsubscribe link). The server derives
   * it from the session secret, so a deployment has one secret to keep.
   */
  linkSigningKey: string;
}

export const defaultApiConfig: ApiConfig = {
  rateLimits: {
    loginFailuresPerIpPerMinute: 10,
    loginFailuresPerAccountPerHour: 100,
    signupsPerIpPerHour: 300,
    signupsPerAccountPerHour: 5,
    accessTokenRequestsPerMinute: ACCESS_TOKEN_REQUESTS_PER_MINUTE,
  },
  assessmentRetakeDays: 90,
  appUrl: "http://localhost:3000",
  isProduction: false,
  mail: { from: "LeadCoach <no-reply@leadcoach.local>", productName: "LeadCoach" },
  ai: null,
  sso: null,
  secondFactorDefaultPolicy: "nobody",
  linkSigningKey: "development-only-link-signing-key",
};
