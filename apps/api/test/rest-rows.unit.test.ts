import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { callRoute, restRoutes, type RestRoute } from "../src/rest/routes";
import { buildOpenApiDocument, openApiPath } from "../src/openapi/document";

/** A stand-in for tRPC's caller that records which procedure a row calls, and with what input. */
function recordingCaller() {
  const calls: { path: string; input: unknown }[] = [];
  const node = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === "string" ? node([...path, key]) : undefined),
      apply: (_target, _this, args: unknown[]) => {
        calls.push({ path: path.join("."), input: args[0] });
        return Promise.resolve(null);
      },
    });
  return { api: node([]) as Parameters<typeof callRoute>[0], calls };
}

const fakeRequest = (parts: { params?: object; query?: object; body?: unknown }) =>
  ({ params: {}, query: {}, body: undefined, ...parts }) as unknown as FastifyRequest;

const document = buildOpenApiDocument({ sessionCookieName: "sid" });
const documented = (route: RestRoute) =>
  (document.paths[openApiPath(route.url)] ?? {})[route.method.toLowerCase() as "get"];

describe("REST rows and their procedures", () => {
  it.each(restRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    "%s calls the procedure it names, with the documented inputs",
    async (_name, route) => {
      const operation = documented(route);
      const pathParams = (operation?.parameters ?? []).filter((p) => p.in === "path");
      const params = Object.fromEntries(pathParams.map((p) => [p.name, "7"]));
      const query = Object.fromEntries(
        (operation?.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, "1"]),
      );
      const { api, calls } = recordingCaller();
      await callRoute(api, route, fakeRequest({ params, query, body: { note: "from the body" } }));

      expect(calls.map((c) => c.path)).toEqual([route.procedure]);
      const input = (calls[0]?.input ?? {}) as Record<string, unknown>;
      // Path parameters reach the procedure as numbers (a token, documented as a string, as it came),
      // and every documented query parameter is read.
      for (const { name, schema } of pathParams)
        expect(input[name], name).toBe(schema.type === "string" ? "7" : 7);
      for (const name of Object.keys(query)) expect(input[name], name).toBeDefined();
      // A documented body reaches the procedure; a GET's never does.
      if (operation?.requestBody) expect(input.note).toBe("from the body");
      if (route.method === "GET") expect(input.note).toBeUndefined();
    },
  );
});
