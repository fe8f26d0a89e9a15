import { appRouter, findProcedure, routerConfig, type AppRouter, type Context } from "@leadcoach/api";
import {
  callTRPCProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  TRPCError,
  type TRPCError as TRPCErrorType,
} from "@trpc/server";
import { fastifyRequestHandler, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>["trpcOptions"];

/**
 * /trpc as tRPC's own Fastify adapter serves it, with one shortcut: a GET whose every call is a query
 * (what the web app's batched reads and scripts' reads are) is answered here without turning the
 * request into a Fetch `Request` and the answer into a `Response` stream and back, which cost more
 * Node time than a dashboard's SQL. The body and status are tRPC's: the same error shapes
 * (`getErrorShape` with the router's formatter), the same status rule (`getHTTPStatusCode`, 207 for
 * mixed batches). Anything unusual (mutations, malformed input, unknown paths, streaming, HEAD) goes
 * to the adapter unchanged, so its answers stay the library's.
 *
 * `uploadBodyLimit` is the route's ceiling; body-limits.ts lowers it for every call but an upload.
 */
export async function registerTrpc(
  app: FastifyInstance,
  deps: ContextDeps,
  uploadBodyLimit: number,
): Promise<void> {
  const trpcOptions = {
    router: appRouter,
    createContext: ({ req, res }) => createRequestContext(deps, req, res),
    onError({ error, path }) {
      if (error.code === "INTERNAL_SERVER_ERROR")
        app.log.error({ err: error.cause ?? error, path }, "procedure failed");
    },
  } satisfies TrpcOptions;

  await app.register(async (scope) => {
    // As tRPC's plugin does: it parses JSON bodies itself.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.removeContentTypeParser("multipart/form-data");
    scope.addContentTypeParser("multipart/form-data", {}, (_request, body, done) => done(null, body));

    const viaAdapter = (request: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) =>
      fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path: request.params.path });

    scope.route<{ Params: { path: string } }>({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      url: "/trpc/:path",
      bodyLimit: uploadBodyLimit,
      handler: async (request, reply) => {
        const calls = request.method === "GET" ? plainQueries(request) : null;
        if (!calls) return viaAdapter(request, reply);
        return answerQueries(request, reply, calls, deps);
      },
    });
  });
}

interface QueryCall {
  path: string;
  input: unknown;
}

interface BatchRequest {
  Params: { path: string };
  Querystring: { batch?: string; input?: string };
}

/**
 * The calls of a GET that the shortcut may answer: every path a query procedure and the input plain
 * JSON (an object by call index when batched). Null sends the request to the adapter.
 */
function plainQueries(request: FastifyRequest<{ Params: { path: string } }>): QueryCall[] | null {
  const { batch, input: inputText } = (request as FastifyRequest<BatchRequest>).query;
  const headers = request.headers;
  // Streaming and subscriptions are the adapter's.
  if (headers["trpc-accept"] !== undefined || headers.accept === "application/jsonl") return null;
  const query = request.query as Record<string, unknown>;
  if ("connectionParams" in query || "lastEventId" in query || "Last-Event-Id" in query) return null;

  let paths: string[];
  try {
    const path = decodeURIComponent(request.params.path);
    paths = batch === "1" ? path.split(",") : [path];
  } catch {
    return null;
  }
  let inputs: unknown;
  try {
    inputs = inputText ? JSON.parse(inputText) : undefined;
  } catch {
    return null;
  }
  const isBatch = batch === "1";
  if (
    isBatch &&
    inputs !== undefined &&
    (typeof inputs !== "object" || inputs === null || Array.isArray(inputs))
  )
    return null;

  const calls: QueryCall[] = [];
  for (const [index, path] of paths.entries()) {
    if (findProcedure(path)?.type !== "query") return null;
    const input = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path, input });
  }
  return calls;
}

async function answerQueries(
  request: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
  calls: QueryCall[],
  deps: ContextDeps,
) {
  let ctx: Context | undefined;
  let contextError: TRPCErrorType | undefined;
  try {
    ctx = await createRequestContext(deps, request, reply);
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }

  const results = await Promise.all(
    calls.map(async ({ path, input }, batchIndex) => {
      try {
        if (contextError) throw contextError;
        const data: unknown = await callTRPCProcedure({
          router: appRouter,
          path,
          getRawInput: async () => input,
          ctx,
          type: "query",
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        if (error.code === "INTERNAL_SERVER_ERROR")
          request.log.error({ err: error.cause ?? error, path }, "procedure failed");
        return { error: getErrorShape({ config: routerConfig, error, type: "query", path, input, ctx }) };
      }
    }),
  );

  const isBatch = (request as FastifyRequest<BatchRequest>).query.batch === "1";
  const body = isBatch ? results : results[0];
  if (body === undefined) throw new TRPCError({ code: "BAD_REQUEST", message: "No procedure was called." });
  return reply
    .code(getHTTPStatusCode(body))
    .header("vary", "trpc-accept, accept")
    .type("application/json")
    .send(JSON.stringify(body));
}
