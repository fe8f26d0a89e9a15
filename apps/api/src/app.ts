import { defaultApiConfig, type ApiConfig } from "@leadcoach/api";
import { createDb, migrateToLatest, seed, type DbHandle } from "@leadcoach/db";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { DEV_SESSION_SECRET, shouldSeedDemo, type Env } from "./env";
import { registerSecurity } from "./plugins/security";
import { registerSessions } from "./plugins/session";
import { registerTrpc } from "./plugins/trpc";
import { registerWeb } from "./plugins/web";
import { registerCalendarFeed } from "./plugins/calendar-feed";
import { registerRest } from "./rest/register";
import { deleteExpiredSessions } from "./plugins/session-store";
import { pruneHits } from "@leadcoach/api";

export interface BuildOptions {
  env: Env;
  /** An open database (tests); otherwise one is created from the environment and closed with the app. */
  database?: DbHandle;
  now?: () => Date;
  logger?: FastifyServerOptions["logger"];
}

declare module "fastify" {
  interface FastifyInstance {
    database: DbHandle;
  }
}

function trustProxy(value: string | undefined): FastifyServerOptions["trustProxy"] {
  if (!value || value === "false") return false;
  if (value === "true") return true;
  // A hop count ("1") or the proxies' addresses; never trust X-Forwarded-For from anyone else.
  if (/^\d+$/.test(value)) return (_address: string, hop: number) => hop < Number(value);
  return value.split(",").map((s) => s.trim());
}

export function redactSecrets(url: string): string {
  return url
    .replace(/([?&]token=)[^&]+/g, "$1[redacted]")
    .replace(/(\/calendar\/feed\/)[^/?]+/g, "$1[redacted]");
}

export function apiConfigFromEnv(env: Env): ApiConfig {
  return {
    ...defaultApiConfig,
    rateLimits: {
      loginFailuresPerIpPerMinute: env.LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE,
      loginFailuresPerAccountPerHour: env.LOGIN_RATE_LIMIT_PER_ACCOUNT_PER_HOUR,
      signupsPerIpPerHour: env.SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR,
      signupsPerAccountPerHour: env.SIGNUP_RATE_LIMIT_PER_ACCOUNT_PER_HOUR,
    },
    assessmentRetakeDays: env.ASSESSMENT_RETAKE_DAYS,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    isProduction: env.NODE_ENV === "production",
  };
}

/** The whole server as one plugin tree; tests call it and use `inject`. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const isProduction = env.NODE_ENV === "production";
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
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
    trustProxy: trustProxy(env.TRUST_PROXY),
    onProtoPoisoning: "error",
    onConstructorPoisoning: "error",
    bodyLimit: 8 * 1024 * 1024,
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
  if (!options.database) {
    app.addHook("onClose", async () => database.close());
    await migrateToLatest(database.db);
    await seed(database.db, { demo: shouldSeedDemo(env) });
  }

  const config = apiConfigFromEnv(env);
  const deps = { db: database.db, config, now: options.now ?? (() => new Date()) };

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const message =
      status === 500
        ? "Something went wrong."
        : status === 400 && error.message
          ? error.message
          : error.message;
    return reply.code(status).send({ message });
  });

  await registerSecurity(app, {
    allowedOrigins: new Set([new URL(config.appUrl).origin]),
    maxBatchSize: env.TRPC_MAX_BATCH_SIZE,
  });
  await registerSessions(app, {
    db: database.db,
    secret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    maxAgeDays: env.SESSION_MAX_AGE_DAYS,
    absoluteMaxDays: env.SESSION_ABSOLUTE_MAX_DAYS,
    secureCookies: isProduction ? "auto" : false,
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) =>
    (await database.ping())
      ? { status: "ready" }
      : reply.code(503).send({ status: "unavailable", message: "Database unreachable" }),
  );

  await registerTrpc(app, deps);
  registerRest(app, deps, isProduction);
  registerCalendarFeed(app, deps);
  await registerWeb(app, env.WEB_DIST);

  // Housekeeping: expired sessions and old rate-limit windows.
  const sweep = setInterval(
    () => {
      const now = new Date();
      deleteExpiredSessions(database.db, now)
        .then(() => pruneHits(database.db, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
        .catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  return app;
}
