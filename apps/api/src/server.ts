import type { FastifyRequest } from "fastify";
import { buildApp, redactSecrets } from "./app";
import { loadEnv, type Env } from "./env";

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Requests being answered, so a forced exit can say which ones it cut off.
const inFlight = new Map<FastifyRequest, number>();

let app;
try {
  app = await buildApp({ env });
  app.addHook("onRequest", async (request, reply) => {
    inFlight.set(request, Date.now());
    // The socket's own 'close' comes for every response (a 404 page, a file) and every dropped client.
    reply.raw.once("close", () => inFlight.delete(request));
  });
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  // One line a person can act on (a database directory in use, a port taken), not a stack trace.
  console.error(`Cannot start: ${(error as Error).message}`);
  process.exit(1);
}

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    const server = app;
    // 1. Say "not ready" at once and keep serving for the drain period, so a load balancer stops
    //    sending and every request already on its way is answered rather than reset.
    server.draining = true;
    server.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, "shutting down: draining");
    setTimeout(() => {
      // 2. Stop accepting, finish what was received, then close the database (onClose hooks).
      server.log.info({ inFlight: inFlight.size }, "shutting down: closing");
      const force = setTimeout(() => {
        for (const [request, startedAt] of inFlight) {
          server.log.error(
            { method: request.method, url: redactSecrets(request.url), runningMs: Date.now() - startedAt },
            "request still running at the shutdown deadline",
          );
        }
        process.exit(1);
      }, env.SHUTDOWN_TIMEOUT_MS);
      force.unref();
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    }, env.SHUTDOWN_DRAIN_MS);
  });
}
