import { createCaller } from "@leadcoach/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import { createRequestContext, type ContextDeps } from "../context";
import { FORM_TYPES } from "../plugins/body-limits";
import { hasSignedInSession } from "../plugins/session";
import { restError } from "./errors";
import { callRoute, restRoutes, type RestFile, type RestRoute } from "./routes";

const isJsonObject = (value: unknown) =>
  value === undefined || (typeof value === "object" && value !== null && !Array.isArray(value));

/** A file row's answer: its type, shown in place or saved under its name, and its own headers. */
function sendFile(reply: FastifyReply, status: number, file: RestFile, output: unknown) {
  const answer = file.from(output);
  return reply
    .code(status)
    .type(answer.type ?? file.types[0])
    .header("content-disposition", `${file.inline ? "inline" : "attachment"}; filename="${answer.filename}"`)
    .headers(answer.headers ?? {})
    .send(answer.body);
}

/** One row as a Fastify route that runs its procedure through tRPC's caller. */
function registerRow(app: FastifyInstance, deps: ContextDeps, route: RestRoute): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.url,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(route.secretInUrl ? { logLevel: "warn" as const } : {}),
    ...(route.formBody ? { config: { formBody: true } } : {}),
    // Signed out is refused before a byte of the body is read.
    preParsing: route.public
      ? undefined
      : async (request, reply) => {
          if (!hasSignedInSession(request)) {
            return reply.code(401).send({ message: "Please sign in to continue." });
          }
        },
    handler: async (request, reply) => {
      if (!isJsonObject(request.body)) {
        return reply.code(400).send({ message: "The request body must be a JSON object." });
      }
      try {
        const api = createCaller(await createRequestContext(deps, request, reply));
        const result = await callRoute(api, route, request);
        if (route.file) return sendFile(reply, status, route.file, result);
        if (!route.reply) return reply.code(status).send(result);
        const shaped = route.reply.from(result);
        return reply.code(status).headers(shaped.headers).send(shaped.body);
      } catch (error) {
        const { status: errorStatus, message } = restError(error);
        if (errorStatus >= 500) request.log.error({ err: error }, "REST call failed");
        return reply.code(errorStatus).send({ message });
      }
    },
  });
}

export async function registerRest(app: FastifyInstance, deps: ContextDeps): Promise<void> {
  for (const route of restRoutes.filter((row) => !row.formBody)) registerRow(app, deps, route);
  // The rows that take a form, in a scope of their own with a form parser: every other path stays
  // JSON only. The form's fields are read (within the row's limit) and dropped.
  await app.register(async (scope) => {
    scope.addContentTypeParser([...FORM_TYPES], { parseAs: "string" }, (_request, _body, done) =>
      done(null, {}),
    );
    for (const route of restRoutes.filter((row) => row.formBody)) registerRow(scope, deps, route);
  });
}
