import { findProcedure, type ProcedureInfo, type ProcedurePath } from "@leadcoach/api";
import { z } from "zod";
import { FORM_TYPES, JSON_BODY_LIMIT } from "../plugins/body-limits";
import { restRoutes, type RestRoute } from "../rest/routes";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

interface Operation {
  operationId: string;
  tags: string[];
  description: string;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: "3.1.1";
  info: { title: string; version: string; description: string };
  security: Record<string, string[]>[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Lowercase<RestRoute["method"]>, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<
      string,
      { description: string; content: { "application/json": { schema: JsonSchema } } }
    >;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** What every failed /api call answers with (rest/errors.ts `restError`, and the server's error handler). */
const ZErrorBody = z.object({
  message: z.string().describe("What went wrong, in a sentence a person can act on."),
});

/** The failure statuses the REST adapter answers with, and when. */
const ERROR_RESPONSES = {
  "400": [
    "BadRequest",
    "The input failed validation (the message names the field), or the body is not a JSON object.",
  ],
  "401": ["Unauthorized", "No valid session cookie or bearer token."],
  "403": [
    "Forbidden",
    "The caller may not do this (role, another user's records), or a browser sent a cross-site write.",
  ],
  "404": ["NotFound", "The record does not exist or is not the caller's."],
  "409": ["Conflict", "The change conflicts with the current state (already done, a duplicate)."],
  "413": ["PayloadTooLarge", "The body is larger than this path accepts."],
  "429": ["TooManyRequests", "Too many attempts; the message says when to try again."],
  "500": ["InternalError", "An unexpected failure; the detail stays in the server log."],
  "503": ["Unavailable", "The database is unreachable or the server is busy; retry shortly."],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The procedure a row names, with its zod schemas. */
function procedureDef(path: ProcedurePath): ProcedureInfo {
  const procedure = findProcedure(path);
  if (!procedure) throw new Error(`REST row names ${path}, which is not a procedure`);
  return procedure;
}

/**
 * A zod schema as JSON Schema: what a caller sends (`io: "input"`: defaults optional, before transforms)
 * or what the server answers (`io: "output"`). Dates leave the server as ISO strings in JSON.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === "date")
        Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
    },
  }) as JsonSchema;
  // Local references would resolve against the OpenAPI document, not this schema: none are expected.
  if ("$defs" in json)
    throw new Error("A procedure schema with $defs (a recursive or registered schema) needs components");
  return json;
}

/** The input schema's properties and required list (every REST input is a zod object). */
function objectParts(schema: JsonSchema, path: ProcedurePath) {
  if (schema.type !== "object" || typeof schema.properties !== "object" || schema.properties === null) {
    throw new Error(`${path}: a REST row's input must be a zod object`);
  }
  return {
    properties: schema.properties as Record<string, JsonSchema>,
    required: new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []),
  };
}

const pathParamNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name ?? "");

/** "/api/goals/:goalId" -> "/api/goals/{goalId}". */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");

function errorResponses(route: RestRoute, hasInput: boolean): ErrorStatus[] {
  const write = route.method !== "GET";
  const statuses: ErrorStatus[] = [];
  if (hasInput || write) statuses.push("400");
  if (!route.public) statuses.push("401");
  if (!route.public || write) statuses.push("403");
  if (pathParamNames(route.url).length > 0) statuses.push("404");
  if (write) statuses.push("409");
  if (write) statuses.push("413");
  if (write) statuses.push("429");
  statuses.push("500", "503");
  return statuses;
}

function operationFor(route: RestRoute): Operation {
  const def = procedureDef(route.procedure);
  if (def.inputs.length > 1) throw new Error(`${route.procedure}: chained inputs are not supported here`);
  const inputSchema = def.inputs[0] ? jsonSchemaOf(def.inputs[0], "input") : null;
  const input = inputSchema ? objectParts(inputSchema, route.procedure) : null;
  const pathNames = pathParamNames(route.url);

  const parameters: Parameter[] = pathNames.map((name) => {
    const schema = input?.properties[name];
    if (!schema) throw new Error(`${route.procedure}: no input field for the path parameter :${name}`);
    return { name, in: "path", required: true, schema };
  });

  const rest = Object.entries(input?.properties ?? {}).filter(([name]) => !pathNames.includes(name));
  let requestBody: Operation["requestBody"];
  if (route.method === "GET") {
    // Only a row with its own `input` reads the query string (rest/routes.ts); the others take path parameters only.
    if (route.input) {
      for (const [name, schema] of rest) {
        parameters.push({ name, in: "query", required: input?.required.has(name) ?? false, schema });
      }
    }
  } else if (inputSchema && rest.length > 0 && route.formBody) {
    // A form row's fields come in the query string or a JSON body: each is optional in either place.
    for (const [name, schema] of rest) {
      parameters.push({ name, in: "query", required: false, schema, description: "Or in a JSON body." });
    }
    const { required: _all, properties: _props, ...keywords } = inputSchema;
    const form = { schema: { type: "object", description: "The form's fields are not read." } };
    requestBody = {
      required: false,
      content: {
        "application/json": { schema: { ...keywords, properties: Object.fromEntries(rest) } },
        ...Object.fromEntries(FORM_TYPES.map((type) => [type, form])),
      },
    };
  } else if (inputSchema && rest.length > 0) {
    const required = [...(input?.required ?? [])].filter((name) => !pathNames.includes(name));
    const { required: _all, properties: _props, ...keywords } = inputSchema;
    requestBody = {
      required: required.length > 0,
      content: {
        "application/json": {
          schema: {
            ...keywords,
            properties: Object.fromEntries(rest),
            ...(required.length > 0 ? { required } : {}),
          },
        },
      },
    };
  }

  const status = String(route.status ?? 200);
  const shaped = route.reply ?? route.file;
  if (shaped && shaped.source !== def.output) {
    throw new Error(`${route.procedure}: the row's reply reads another schema than the procedure's output`);
  }
  const responses: Record<string, unknown> = {
    [status]: {
      description: status === "201" ? "Created." : "OK.",
      ...(route.reply
        ? {
            headers: Object.fromEntries(
              Object.entries(route.reply.headers).map(([name, header]) => [
                name,
                { description: header.description, schema: { type: header.type } },
              ]),
            ),
          }
        : {}),
      content: route.file
        ? // A file: its text or bytes, under each media type it may have.
          Object.fromEntries(
            route.file.types.map((type) => [type.split(";")[0] ?? "", { schema: { type: "string" } }]),
          )
        : {
            "application/json": {
              schema: route.reply
                ? jsonSchemaOf(route.reply.body, "output")
                : def.output
                  ? jsonSchemaOf(def.output, "output")
                  : {},
            },
          },
    },
  };
  for (const code of errorResponses(route, parameters.length > 0 || requestBody !== undefined)) {
    responses[code] = { $ref: `#/components/responses/${ERROR_RESPONSES[code][0]}` };
  }

  return {
    operationId: route.procedure,
    tags: [route.procedure.split(".")[0] ?? "api"],
    description: `Calls the procedure \`${route.procedure}\`, also at /trpc/${route.procedure}.${
      route.bodyLimit && route.bodyLimit > JSON_BODY_LIMIT ? " Accepts a larger body for its upload." : ""
    }`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(route.public ? { security: [] } : {}),
  };
}

export interface DocumentOptions {
  /** The session cookie's name on this server: `__Host-sid` over HTTPS, `sid` over plain HTTP. */
  sessionCookieName: string;
  routes?: readonly RestRoute[];
}

/** The OpenAPI 3.1 document of every REST row, from the procedures' own zod schemas. */
export function buildOpenApiDocument(options: DocumentOptions): OpenApiDocument {
  const routes = options.routes ?? restRoutes;
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const operation = operationFor(route);
    const item = (paths[openApiPath(route.url)] ??= {});
    const method = route.method.toLowerCase() as Lowercase<RestRoute["method"]>;
    if (item[method]) throw new Error(`Two REST rows for ${route.method} ${route.url}`);
    item[method] = operation;
    operation.tags.forEach((tag) => tags.add(tag));
  }

  const errorSchema = jsonSchemaOf(ZErrorBody, "output");
  return {
    openapi: "3.1.1",
    info: {
      title: "LeadCoach API",
      version: "1.0.0",
      description: [
        "The documented REST paths of LeadCoach. Each calls the same procedure as the web app (`/trpc/<procedure>`),",
        "so inputs, permissions and errors are identical; this document is generated from those procedures' zod schemas.",
        "Bodies are JSON objects. A failure answers `{ message }`.",
        "Writes from a browser must come from the app's own origin.",
      ].join(" "),
    },
    security: [{ sessionCookie: [] }, { bearerAuth: [] }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: errorSchema },
      responses: Object.fromEntries(
        Object.values(ERROR_RESPONSES).map(([name, description]) => [
          name,
          {
            description,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        ]),
      ),
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: options.sessionCookieName,
          description:
            "The session cookie set by POST /api/auth/login: `__Host-sid` when the server runs over HTTPS, `sid` over plain HTTP.",
        },
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A personal access token, sent as `Authorization: Bearer <token>`.",
        },
      },
    },
  };
}
