import { createHmac } from "node:crypto";
import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import {
  defaultApiConfig,
  isDatabaseUnavailable,
  noteSignIn,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ApiConfig,
} from "@leadcoach/api";
import { createDb, migrateToLatest, seed, type DbHandle } from "@leadcoach/db";
import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { DEV_SESSION_SECRET, repoRoot, securityContact, shouldSeedDemo, type Env } from "./env";
import { registerSecurity } from "./plugins/security";
import { registerSecurityTxt } from "./plugins/security-txt";
import { registerSessions, sessionCookieOptions } from "./plugins/session";
import { registerBearerAuth } from "./plugins/bearer-auth";
import { JSON_BODY_LIMIT, LARGEST_BODY_LIMIT, registerBodyLimits } from "./plugins/body-limits";
import { registerTrpc } from "./plugins/trpc";
import { registerScim } from "./plugins/scim";
import { registerWeb } from "./plugins/web";
import { registerRest } from "./rest/register";
import { uploadLimits } from "./rest/routes";
import { registerSso } from "./sso/routes";
import { samlOptionsFromEnv } from "./saml/config";
import { registerSaml } from "./saml/routes";
import { registerOpenApi } from "./openapi/register";
import { deleteExpiredSessions } from "./plugins/session-store";
import {
  catchUpAnalytics,
  deliverDueEmails,
  expireOverdueFeedbackRequests,
  logTransport,
  pruneAccessTokens,
  pruneHits,
  pruneResetTokens,
  releaseDueCampaignCycles,
  sendManagerSummaries,
  sendProgramReminders,
  sendWeeklyDigests,
  smtpTransport,
  sweepExpiredAuditEvents,
} from "@leadcoach/api";
import { registerBackgroundJobs } from "./plugins/background-jobs";

export interface BuildOptions {
  env: Env;
  /** An open database (tests); otherwise one is created from the environment and closed with the app. */
  database?: DbHandle;
  now?: () => Date;
  logger?: FastifyServerOptions["logger"];
  /** Where the default logger writes (stdout otherwise); tests read what a production log would hold. */
  logStream?: { write(line: string): void };
}

declare module "fastify" {
  interface FastifyInstance {
    database: DbHandle;
    /** Set when shutdown begins: /readyz answers 503 so a load balancer stops sending. */
    draining: boolean;
  }
}

/** A request slower than this is logged even when request logging is off. */
const SLOW_REQUEST_MS = 1_000;

function trustProxy(value: string | undefined): FastifyServerOptions["trustProxy"] {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  // A hop count ("1") or the proxies' addresses; never trust X-Forwarded-For from anyone else.
  if (/^\d+$/.test(value)) return (_address: string, hop: number) => hop < Number(value);
  return value.split(",").map((s) => s.trim());
}

export function redactSecrets(url: string): string {
  const redacted = url
    .replace(/([?&](?:token|code|state)=)[^&]+/g, "$1[redacted]")
    .replace(/(\/calendar\/feed\/)[^/?]+/g, "$1[redacted]");
  // A tRPC query carries its input in ?input= (URL-encoded JSON: a feedback link's token, among others).
  return redacted.startsWith("/trpc/") ? redacted.replace(/([?&]input=)[^&]+/g, "$1[redacted]") : redacted;
}

export function apiConfigFromEnv(env: Env): ApiConfig {
  return {
    ...defaultApiConfig,
    rateLimits: {
      loginFailuresPerIpPerMinute: env.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
      loginFailuresPerAccountPerHour: env.LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_HOUR,
      signupsPerIpPerHour: env.SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR,
      signupsPerAccountPerHour: env.SIGNUP_RATE_LIMIT_PER_ACCOUNT_PER_HOUR,
      accessTokenRequestsPerMinute: env.ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE,
    },
    assessmentRetakeDays: env.ASSESSMENT_RETAKE_DAYS,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === "production",
    mail: { ...defaultApiConfig.mail, from: env.MAIL_FROM },
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY ?? null,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        }
      : null,
    sso: env.OIDC_ISSUER
      ? { allowedDomains: env.OIDC_ALLOWED_DOMAINS, mfaAmrValues: env.OIDC_MFA_AMR }
      : (env.SAML_IDP_METADATA ?? env.SAML_IDP_METADATA_FILE) !== undefined
        ? // SAML reports the provider's AuthnContextClassRef where OpenID Connect reports `amr`.
          { allowedDomains: env.SAML_ALLOWED_DOMAINS, mfaAmrValues: env.SAML_MFA_CONTEXTS }
        : null,
    secondFactorDefaultPolicy:
      env.SECOND_FACTOR_DEFAULT_POLICY ?? (env.NODE_ENV === "production" ? "admins" : "nobody"),
    // A key of its own for signed links, derived from the session secret: one secret to keep, and a
    // link's signature can never double as a session cookie's.
    linkSigningKey: createHmac("sha256", env.SESSION_SECRET ?? DEV_SESSION_SECRET)
      .update("leadcoach signed links v1")
      .digest("base64url"),
  };
}

/**
 * Runs the start-up work (migrations, seed) once the database answers: a server started while
 * PostgreSQL is down waits for it, saying so, instead of exiting.
 */
async function untilDatabaseAnswers(app: FastifyInstance, work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const delayMs = Math.min(1_000 * attempt, 10_000);
      app.log.warn({ err: error, attempt }, `database unreachable at start; retrying in ${delayMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** The whole server as one plugin tree; tests call it and use `inject`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const isProduction = env.NODE_ENV === "production";
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        // Secret links carry their token in the path or query: log the route, not the secret.
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactSecrets(request.url),
          remoteAddress: request.ip,
        }),
      },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'res.headers["set-cookie"]',
          "*.password",
          "*.token",
        ],
        censor: "[redacted]",
      },
    },
    // A line per request costs more CPU than a cached dashboard read: at info, only slow and failed
    // requests are logged (below); debug and trace log every request as it comes and goes.
    logController: new LogController({ disableRequestLogging: !["debug", "trace"].includes(env.LOG_LEVEL) }),
    trustProxy: trustProxy(env.TRUST_PROXY),
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    // Routes that take an upload raise it for signed-in callers (plugins/body-limits.ts).
    bodyLimit: JSON_BODY_LIMIT,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 2_000 },
    return503OnClosing: true,
  });

  const database =
    options.database ??
    (await createDb({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      onPoolError: (error) =>
        app.log.warn({ err: error }, "database connection lost; the pool will reconnect"),
    }));
  app.decorate("database", database);
  app.decorate("draining", false);
  if (!options.database) {
    app.addHook("onClose", async () => database.close());
    await untilDatabaseAnswers(app, async () => {
      await migrateToLatest(database.db);
      await seed(database.db, { demo: shouldSeedDemo(env) });
    });
  }

  const config = apiConfigFromEnv(env);
  const deps = { db: database.db, config, now: options.now ?? (() => new Date()) };

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // A dropped database connection outside a procedure (a hook, the session store) is a 503 too.
    if (!error.statusCode && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "1").send({ message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    // Fastify's own 4xx messages (bad JSON, too large) help the caller; a 5xx's detail stays in the log.
    const message = status === 500 ? "Something went wrong." : error.message;
    return reply.code(status).send({ message });
  });

  const cookie = sessionCookieOptions(config.appUrl, isProduction);
  await registerSecurity(app, {
    allowedOrigins: new Set([new URL(config.appUrl).origin]),
    maxBatchSize: env.TRPC_MAX_BATCH_SIZE,
    https: cookie.secure,
  });
  // Before the sessions: a Bearer request's cookie is gone before the session plugin could read it.
  registerBearerAuth(app, deps);
  await registerSessions(app, {
    db: database.db,
    secret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    maxAgeDays: env.SESSION_MAX_AGE_DAYS,
    absoluteMaxDays: env.SESSION_ABSOLUTE_MAX_DAYS,
    cookie,
    onSignIn: (signIn) => noteSignIn(deps, signIn),
  });
  registerBodyLimits(app, uploadLimits);
  app.addHook("onResponse", async (request, reply) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS) {
      request.log.warn(
        {
          method: request.method,
          url: redactSecrets(request.url),
          status: reply.statusCode,
          ms: reply.elapsedTime,
        },
        "slow request",
      );
    }
  });
  // Responses above 1 KB (JSON, the app's HTML) go compressed to clients that accept it. Brotli at quality
  // 4 costs about what gzip does; the built assets are not touched here, they carry their own .br/.gz copies.
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerSecurityTxt(app, {
    contact: securityContact(env),
    appUrl: config.appUrl,
    policyUrl: env.SECURITY_POLICY_URL ?? null,
    policyFile: join(repoRoot, "SECURITY.md"),
    startedAt: deps.now(),
  });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: "draining", message: "Shutting down" });
    return (await database.ping())
      ? { status: "ready" }
      : reply.code(503).send({ status: "unavailable", message: "Database unreachable" });
  });

  await registerTrpc(app, deps, LARGEST_BODY_LIMIT);
  await registerRest(app, deps);
  await registerScim(app, deps, { envToken: env.SCIM_BEARER_TOKEN ?? null });
  await registerOpenApi(app);
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    registerSso(app, deps, {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      appUrl: config.appUrl,
      secret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
      secureCookie: cookie.secure,
      allowHttpIssuer: !isProduction,
    });
  }
  const saml = samlOptionsFromEnv(env, config.appUrl);
  if (saml) await registerSaml(app, deps, saml);
  await registerWeb(app, env.WEB_DIST);

  // Work the server does on its own, each task `intervalMs` after its last run ended; a new task is
  // one more row here. Without SMTP_URL, e-mails go to the log (with their links) and count as sent.
  const mail = env.SMTP_URL ? smtpTransport(env.SMTP_URL, config.mail.from) : logTransport(app.log);
  app.addHook("onClose", async () => mail.close());
  registerBackgroundJobs(app, {
    intervalMs: env.OUTBOX_POLL_MS,
    tasks: [
      {
        name: "deliverDueEmails",
        run: (signal) => deliverDueEmails({ ...deps, transport: mail, log: app.log }, { signal }),
      },
      // Feedback links that ran out: stored as expired, their reminders called off, their requesters told.
      { name: "expireOverdueFeedbackRequests", run: () => expireOverdueFeedbackRequests(deps) },
      // Analytics rollups: user-days marked by new events, recomputed from raw events (docs/analytics.md).
      { name: "catchUpAnalytics", intervalMs: 60_000, run: (signal) => catchUpAnalytics(deps, { signal }) },
      // The weekly digest, due from Monday 08:00 UTC: each person's once a week, whichever process
      // queues it first (docs/digest.md). A quarter-hourly check costs one indexed query when nothing is due.
      {
        name: "sendWeeklyDigests",
        intervalMs: 15 * 60 * 1000,
        run: (signal) => sendWeeklyDigests({ ...deps, log: app.log }, { signal }),
      },
      // Each participant's program e-mail, due at their local Monday 08:00 (docs/programs.md): the check
      // reads only the enrolments that are due, through their index.
      {
        name: "sendProgramReminders",
        intervalMs: 15 * 60 * 1000,
        run: (signal) => sendProgramReminders({ ...deps, log: app.log }, { signal }),
      },
      // 360 campaigns' cycles whose release time has come: released and completed (docs/reviews-360.md).
      {
        name: "releaseDueCampaignCycles",
        intervalMs: 15 * 60 * 1000,
        run: (signal) => releaseDueCampaignCycles(deps, { signal }),
      },
      // Each manager's monthly summary of the people who share with them (docs/programs.md), from the
      // first of the month, once per manager per month whichever process claims it first.
      {
        name: "sendManagerSummaries",
        intervalMs: 60 * 60 * 1000,
        run: (signal) => sendManagerSummaries({ ...deps, log: app.log }, { signal }),
      },
      // Expired sessions, rate-limit windows that started over two days ago (the longest window is a day,
      // and a sliding window still reads the one before the current), reset links a day past their
      // expiry and access tokens a month past their expiry or revocation.
      {
        name: "housekeeping",
        intervalMs: 60 * 60 * 1000,
        run: async () => {
          const now = deps.now();
          await deleteExpiredSessions(database.db, now);
          const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
          await pruneHits(database.db, new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000));
          await pruneResetTokens(database.db, dayAgo);
          // Expired access tokens stay listed (marked expired) for 30 days, revoked ones kept as long, then both go.
          await pruneAccessTokens(database.db, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
          // Audit events past the organisation's retention (400 days unless set): the only deletion allowed.
          await sweepExpiredAuditEvents(database.db, now);
        },
      },
    ],
  });

  return app;
}
