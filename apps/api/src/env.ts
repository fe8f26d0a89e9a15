import { fileURLToPath } from "node:url";
import {
  SCIM_ENV_TOKEN_MIN_LENGTH,
  secondFactorPolicies,
  WEB_TRPC_MAX_BATCH_ITEMS,
} from "@leadcoach/api/schemas";
import { shouldSeedDemoAccounts, ZEnvFlag } from "@leadcoach/db";
import { z } from "zod";

const positiveInt = z.coerce.number().int().positive();

/** A comma-separated list, trimmed, blanks dropped. */
function commaList(normalise: (item: string) => string = (item) => item) {
  return z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((item) => normalise(item.trim()))
        .filter((item) => item !== ""),
    );
}

/** The repository's root, from src/ in development and dist/ when built. */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
      .optional(),
    PGLITE_DIR: z.string().default(`${repoRoot}.data/pglite`),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SESSION_MAX_AGE_DAYS: positiveInt.default(30),
    SESSION_ABSOLUTE_MAX_DAYS: positiveInt.default(90),
    SEED_DEMO: ZEnvFlag.optional(),
    TRUST_PROXY: z.string().optional(),
    APP_URL: z.string().url().optional(),
    WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: positiveInt.default(10),
    LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: positiveInt.default(100),
    SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR: positiveInt.default(300),
    SIGNUP_RATE_LIMIT_PER_ACCOUNT_PER_HOUR: positiveInt.default(5),
    /** Requests one personal access token may make per minute, across every server process. */
    ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt.default(600),
    /** On SIGTERM, how long to keep serving while /readyz says 503, so a load balancer stops sending. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
    /** After the drain, how long in-flight requests get before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    // The web app batches up to WEB_TRPC_MAX_BATCH_ITEMS calls: a lower limit would refuse its requests.
    TRPC_MAX_BATCH_SIZE: positiveInt
      .min(WEB_TRPC_MAX_BATCH_ITEMS, "is below the web app's batch size")
      .default(10),
    ASSESSMENT_RETAKE_DAYS: positiveInt.default(90),
    /** smtp:// or smtps:// with optional user:password; without it e-mails are written to the log. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("LeadCoach <no-reply@leadcoach.local>"),
    /** How often the outbox worker looks for e-mail to send and requests to expire. */
    OUTBOX_POLL_MS: positiveInt.max(600_000).default(2_000),
    /** An OpenAI-compatible endpoint (e.g. https://api.openai.com/v1); unset keeps the built-in engine. */
    AI_BASE_URL: z.string().url().optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default("gpt-4o-mini"),
    AI_TIMEOUT_MS: positiveInt.max(120_000).default(20_000),
    /** A SCIM bearer token for automated deployments, beside those super admins create (at least 32 characters). */
    SCIM_BEARER_TOKEN: z
      .string()
      .min(SCIM_ENV_TOKEN_MIN_LENGTH, `must be at least ${SCIM_ENV_TOKEN_MIN_LENGTH} characters`)
      .optional(),
    /** Where to report a vulnerability (security.txt's Contact): an e-mail address, a mailto: or an https:// URL. */
    SECURITY_CONTACT: z
      .string()
      .trim()
      .regex(
        /^(mailto:\S+|https:\/\/\S+|[^@\s]+@[^@\s]+)$/,
        "must be an e-mail address, a mailto: or an https:// URL",
      )
      .optional(),
    /** The disclosure policy's address (security.txt's Policy); unset: the server's own copy of SECURITY.md. */
    SECURITY_POLICY_URL: z.string().url().optional(),
    /** Single sign-on: an OpenID Connect issuer and this app's client there; all three, or none. */
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** Comma-separated e-mail domains that may sign in through SSO (e.g. "example.com,example.org"); unset allows any. */
    OIDC_ALLOWED_DOMAINS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((domain) => domain.trim().replace(/^@/, "").toLowerCase())
          .filter((domain) => domain !== ""),
      ),
    /** SAML 2.0 single sign-on: the identity provider's metadata XML, inline or as a file path (one of them). */
    SAML_IDP_METADATA: z.string().optional(),
    SAML_IDP_METADATA_FILE: z.string().optional(),
    /** This app's entity ID at the identity provider; defaults to the SP metadata URL. */
    SAML_SP_ENTITY_ID: z.string().min(1).optional(),
    /** Accept responses the identity provider sends unasked (IdP-initiated sign-in from its app portal). */
    SAML_ALLOW_IDP_INITIATED: z
      .enum(["true", "false"], { message: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    /** Comma-separated AuthnContextClassRef values that mean the identity provider checked a second factor. */
    SAML_MFA_CONTEXTS: commaList(),
    /** Comma-separated e-mail domains that may sign in through SAML; unset allows any. */
    SAML_ALLOWED_DOMAINS: commaList((domain) => domain.replace(/^@/, "").toLowerCase()),
    /**
     * Comma-separated OpenID `amr` values that count as the provider's own second factor (e.g.
     * "mfa,otp,hwk"); a sign-in whose ID token names one skips this server's second step. Unset: none do.
     */
    OIDC_MFA_AMR: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((amr) => amr.trim())
          .filter((amr) => amr !== ""),
      ),
    /**
     * Who must have a second factor while a super admin has not chosen (docs/two-factor.md): nobody,
     * admins or everyone. Unset: admins in production, nobody elsewhere.
     */
    SECOND_FACTOR_DEFAULT_POLICY: z.enum(secondFactorPolicies).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    // Half a single sign-on set-up is a mistake to report, not a reason to start without it silently.
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some((v) => v !== undefined) && oidc.some((v) => v === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
      });
    }
    if (env.SAML_IDP_METADATA !== undefined && env.SAML_IDP_METADATA_FILE !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["SAML_IDP_METADATA"],
        message: "set SAML_IDP_METADATA or SAML_IDP_METADATA_FILE, not both",
      });
    }
    // The login page has one 'Sign in with SSO' button: it leads to one kind of provider.
    if (
      env.OIDC_ISSUER !== undefined &&
      (env.SAML_IDP_METADATA ?? env.SAML_IDP_METADATA_FILE) !== undefined
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["SAML_IDP_METADATA"],
        message: "single sign-on is either OpenID Connect (OIDC_*) or SAML (SAML_*), not both",
      });
    }
    // Tokens and the client secret travel to the issuer: plain HTTP is for local and test providers only.
    if (env.NODE_ENV === "production" && env.OIDC_ISSUER?.startsWith("http:")) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "must be an https:// URL in production",
      });
    }
  });

export type Env = z.infer<typeof ZEnv>;

/** Reads and validates the environment once; a bad variable stops the start with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (e.g. DATABASE_URL= to force the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Demo accounts: on by default on the embedded database, off in production unless SEED_DEMO says so. */
export function shouldSeedDemo(env: Env): boolean {
  return shouldSeedDemoAccounts({
    nodeEnv: env.NODE_ENV,
    seedDemo: env.SEED_DEMO,
    databaseUrl: env.DATABASE_URL,
  });
}

/**
 * security.txt's Contact: SECURITY_CONTACT as a URI (a bare address becomes mailto:), else security@ the
 * app's host (security@leadcoach.local in development).
 */
export function securityContact(env: Env): string {
  const contact = env.SECURITY_CONTACT;
  if (contact) return /^(mailto:|https:\/\/)/.test(contact) ? contact : `mailto:${contact}`;
  const host = env.APP_URL ? new URL(env.APP_URL).hostname : "leadcoach.local";
  return `mailto:security@${host === "localhost" ? "leadcoach.local" : host}`;
}

/** A fixed development secret keeps sessions across restarts; production must set its own. */
export const DEV_SESSION_SECRET = "development-only-session-secret-change-me-0123456789";
