import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * A first-come, first-served gate with `capacity` places. Waiting is bounded: past `maxWaiting` a new
 * arrival is refused at once, so a flood cannot grow the queue without end.
 */
export class AdmissionGate {
  private inside = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly capacity: number,
    readonly maxWaiting: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  get admitted(): number {
    return this.inside;
  }

  /** Resolves with a release function once admitted; false when the queue is full. */
  async enter(): Promise<(() => void) | false> {
    if (this.inside < this.capacity) {
      this.inside += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxWaiting) return false;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.releaser();
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The place passes straight to the next in line; otherwise it frees up.
      if (next) next();
      else this.inside -= 1;
    };
  }
}

declare module "fastify" {
  interface FastifyRequest {
    admissionRelease?: () => void;
  }
  interface FastifyInstance {
    /** Present on the embedded database only. */
    admissionGate?: AdmissionGate;
  }
}

/** Paths whose requests reach the database. */
function usesDatabase(url: string): boolean {
  return url.startsWith("/api/") || url.startsWith("/trpc/");
}

/** A request that carries no body: nothing to wait for before it may take a place. */
function hasNoBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return (
    headers["transfer-encoding"] === undefined &&
    (headers["content-length"] === undefined || headers["content-length"] === "0")
  );
}

/**
 * The embedded database runs one statement at a time. Without a gate, fifty requests interleave their
 * statements: each request goes through the statement queue several times (session, user, its own
 * statements), every time behind everyone else, and the slowest wait many times the average. The gate lets
 * a few requests at a time reach the database and queues the rest in arrival order, so a request, once
 * in, finishes quickly, and waiting is shared evenly. The place is given back when the response ends or
 * the client goes away, whichever comes first.
 *
 * A request without a body takes its place before anything else runs, its session lookup included: were
 * the lookups of the queued requests let through, each admitted request's statements would wait behind
 * all of them. A request with a body takes its place once the body has arrived, so a client sending
 * slowly holds none (its session lookup runs before, as one statement).
 */
export function registerRequestAdmission(
  app: FastifyInstance,
  options: { capacity: number; maxWaiting: number },
): AdmissionGate {
  const gate = new AdmissionGate(options.capacity, options.maxWaiting);
  app.decorate("admissionGate", gate);
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.admissionRelease || !usesDatabase(request.url)) return;
    const release = await gate.enter();
    if (!release) {
      return reply
        .code(503)
        .header("retry-after", "1")
        .send({ message: "The server is busy. Please try again in a moment." });
    }
    request.admissionRelease = release;
    reply.raw.once("close", release);
  };
  // Registered before the session plugin, so this runs ahead of its lookup.
  app.addHook("onRequest", async (request, reply) => {
    if (hasNoBody(request)) return admit(request, reply);
  });
  app.addHook("preHandler", admit);
  app.addHook("onResponse", async (request) => request.admissionRelease?.());
  return gate;
}
