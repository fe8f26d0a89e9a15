import { validate, compileErrors } from "@readme/openapi-parser";
import {
  bugSeverities,
  bugStatuses,
  MAX_GOAL_MILESTONES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
} from "@leadcoach/api/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { openApiPath, type OpenApiDocument } from "../src/openapi/document";
import { restRoutes } from "../src/rest/routes";
import { useTestServer } from "./testing";

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  enum?: string[];
  anyOf?: Schema[];
  exclusiveMinimum?: number;
  $ref?: string;
};
type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
  requestBody?: { content: { "application/json": { schema: Schema } } };
  responses: Record<string, { $ref?: string }>;
};

let base: string;
let doc: OpenApiDocument;
const server = useTestServer();
beforeAll(async () => {
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  const response = await fetch(`${base}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  doc = (await response.json()) as OpenApiDocument;
});

const operation = (method: string, url: string) =>
  (doc.paths[openApiPath(url)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document by @readme/openapi-parser", async () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    // validate() dereferences in place: give it a copy.
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it("has an operation for every row of the REST table, and no other", () => {
    for (const route of restRoutes) {
      const op = operation(route.method, route.url);
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(op?.operationId).toBe(route.procedure);
      // Public rows need no credentials; the others inherit the document's cookie-or-bearer requirement.
      if (route.public) expect(op?.security).toEqual([]);
      else {
        expect(op?.security).toBeUndefined();
        expect(op?.responses["401"]?.$ref).toBe("#/components/responses/Unauthorized");
      }
      expect(Object.keys(op?.responses ?? {})).toContain(String(route.status ?? 200));
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(restRoutes.length);
  });

  it("describes inputs from the procedures' zod schemas", () => {
    // PATCH /api/goals/{goalId}: the goal id from the path, the rest a JSON body with the schema's limits.
    const goalUpdate = operation("PATCH", "/api/goals/:goalId");
    const goalId = goalUpdate?.parameters?.find((p) => p.name === "goalId");
    expect(goalId).toMatchObject({
      in: "path",
      required: true,
      schema: { type: "integer", exclusiveMinimum: 0 },
    });
    const goalBody = goalUpdate?.requestBody?.content["application/json"].schema;
    expect(goalBody?.properties?.title).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(goalBody?.properties?.milestones).toMatchObject({ type: "array", maxItems: MAX_GOAL_MILESTONES });
    expect(goalBody?.properties).not.toHaveProperty("goalId");

    const signup = operation("POST", "/api/auth/signup")?.requestBody?.content["application/json"].schema;
    expect(signup?.properties?.password).toMatchObject({
      minLength: MIN_PASSWORD_LENGTH,
      maxLength: MAX_PASSWORD_LENGTH,
    });
    expect(signup?.required).toEqual(expect.arrayContaining(["email", "password"]));

    // GET inputs are query parameters, with the zod enums' values.
    const bugList = operation("GET", "/api/bug-reports")?.parameters ?? [];
    const status = bugList.find((p) => p.name === "status");
    expect(status?.in).toBe("query");
    expect(JSON.stringify(status?.schema)).toContain(JSON.stringify([...bugStatuses]));
    expect(JSON.stringify(bugList.find((p) => p.name === "severity")?.schema)).toContain(
      JSON.stringify([...bugSeverities]),
    );
    expect(bugList.map((p) => p.name)).toEqual(expect.arrayContaining(["limit", "offset"]));
    // The admin bug list answers the bare array of reports, its total in a header.
    const bugListOk = operation("GET", "/api/bug-reports")?.responses["200"] as unknown as {
      headers: Record<string, { schema: { type: string } }>;
      content: { "application/json": { schema: { type: string; items: Schema } } };
    };
    expect(bugListOk.content["application/json"].schema.type).toBe("array");
    expect(bugListOk.content["application/json"].schema.items.properties).toHaveProperty("comments");
    expect(bugListOk.headers["X-Total-Count"]?.schema.type).toBe("integer");
    // A row that takes no input documents none.
    expect(operation("GET", "/api/auth/user")?.parameters).toBeUndefined();
    expect(operation("POST", "/api/logout")?.requestBody).toBeUndefined();

    // Responses come from the procedures' output schemas.
    const goals = operation("GET", "/api/goals/:userId")?.responses["200"] as unknown as {
      content: { "application/json": { schema: { type: string; items: Schema } } };
    };
    expect(goals.content["application/json"].schema.type).toBe("array");
    expect(goals.content["application/json"].schema.items.properties?.title).toMatchObject({
      type: "string",
    });
  });

  it("lists the screenshot, the calendar feed and the one-click unsubscribe as rows like any other", () => {
    const errors = (...pairs: [status: string, name: string][]) =>
      Object.fromEntries(pairs.map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]));
    const text = { schema: { type: "string" } };

    const screenshot = doc.paths["/api/bug-reports/{id}/screenshot"]?.get;
    expect(screenshot?.operationId).toBe("bugReports.screenshot");
    expect(screenshot?.security).toBeUndefined();
    expect(screenshot?.parameters).toMatchObject([{ name: "id", in: "path", schema: { type: "integer" } }]);
    expect(screenshot?.responses).toMatchObject({
      "200": { content: { "image/png": text, "image/jpeg": text, "image/webp": text } },
      ...errors(["401", "Unauthorized"], ["404", "NotFound"]),
    });

    // Calendar apps call it without credentials: the token in the path is one.
    const feed = doc.paths["/api/calendar/feed/{token}.ics"]?.get;
    expect(feed?.operationId).toBe("calendar.feed");
    expect(feed?.security).toEqual([]);
    expect(feed?.parameters).toMatchObject([
      { name: "token", in: "path", required: true, schema: { type: "string" } },
    ]);
    expect(feed?.responses).toMatchObject({
      "200": { content: { "text/calendar": text } },
      ...errors(["404", "NotFound"]),
    });

    // Mail providers post a form (RFC 8058); the token (and which e-mail it is for) rides in the address,
    // or in a JSON body.
    const unsubscribe = doc.paths["/api/digest/unsubscribe"]?.post;
    expect(unsubscribe?.operationId).toBe("digest.unsubscribe");
    expect(unsubscribe?.security).toEqual([]);
    expect(unsubscribe?.parameters).toMatchObject([
      { name: "token", in: "query", required: false },
      { name: "list", in: "query", required: false, schema: { enum: ["weekly_digest", "manager_summary"] } },
    ]);
    expect(Object.keys(unsubscribe?.requestBody?.content ?? {})).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]);
    expect(unsubscribe?.requestBody?.content["application/json"]?.schema).toMatchObject({
      properties: { token: { type: "string" } },
    });
    expect(unsubscribe?.responses).toMatchObject({
      "200": { content: { "application/json": { schema: { properties: { success: {}, message: {} } } } } },
      ...errors(["400", "BadRequest"], ["413", "PayloadTooLarge"], ["429", "TooManyRequests"]),
    });
  });

  it("declares the error shape and the session-cookie and bearer security schemes", async () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      properties: { message: { type: "string" } },
      required: ["message"],
    });
    for (const status of ["400", "401", "403", "404", "409", "413", "429", "503"]) {
      const refs = Object.values(doc.paths).flatMap((item) =>
        Object.values(item as Record<string, Operation>).map((op) => op.responses[status]?.$ref),
      );
      expect(refs.some(Boolean), status).toBe(true);
    }
    // The test server runs over plain HTTP, so its cookie is `sid`.
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "sid",
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);

    // What a failure really answers matches the Error schema.
    const refused = await fetch(`${base}/api/dashboard`);
    expect(refused.status).toBe(401);
    expect(Object.keys((await refused.json()) as object)).toEqual(["message"]);
  });

  it("is public, cacheable with an ETag, and compressed", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const etag = String(response.headers.etag);
    const again = await server.app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("GET /api/docs", () => {
  it("serves Swagger UI from the package, under the app's own CSP", async () => {
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>LeadCoach API reference</title>");
    // Every script and style is served from this server (no CDN).
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, href]) => href ?? "");
    expect(assets.length).toBeGreaterThan(3);
    for (const href of assets) {
      expect(href).toMatch(/^\/api\/docs\/static\//);
      const asset = await fetch(`${base}${href}`);
      expect(asset.status, href).toBe(200);
      await asset.arrayBuffer();
    }
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self'");
    // The UI loads the same document.
    const json = await fetch(`${base}/api/docs/json`);
    expect(await json.json()).toEqual(doc);
  });
});
