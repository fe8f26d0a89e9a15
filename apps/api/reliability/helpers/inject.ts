import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export interface CallOptions {
  cookie?: string | undefined;
  /** The client's address (rate limits are per IP). */
  ip?: string;
}

const headers = (options: CallOptions, extra: Record<string, string> = {}) => ({
  ...(options.cookie ? { cookie: options.cookie } : {}),
  ...extra,
});

/** One tRPC call over HTTP: GET with ?input= for queries, POST with a JSON body for mutations. */
export function trpcCall(
  app: FastifyInstance,
  path: string,
  type: "query" | "mutation" | "subscription",
  input: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const remoteAddress = options.ip ?? "127.0.0.1";
  if (type === "query") {
    const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return app.inject({
      method: "GET",
      url: `/trpc/${path}${search}`,
      headers: headers(options),
      remoteAddress,
    });
  }
  return trpcRaw(app, path, input === undefined ? "" : JSON.stringify(input), options);
}

/** A tRPC mutation with a body sent as is (malformed JSON, `__proto__` keys...); tRPC wants a content type even without a body. */
export function trpcRaw(
  app: FastifyInstance,
  path: string,
  body: string,
  options: CallOptions = {},
  contentType = "application/json",
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: headers(options, { "content-type": contentType }),
    ...(body === "" ? {} : { payload: body }),
    remoteAddress: options.ip ?? "127.0.0.1",
  });
}

/** A REST call; `body` is sent as JSON unless it is already a string. */
export function restCall(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  options: CallOptions = {},
  contentType = "application/json",
): Promise<LightMyRequestResponse> {
  const hasBody = body !== undefined && method !== "GET";
  return app.inject({
    method,
    url,
    headers: headers(options, hasBody ? { "content-type": contentType } : {}),
    ...(hasBody ? { payload: typeof body === "string" ? body : JSON.stringify(body) } : {}),
    remoteAddress: options.ip ?? "127.0.0.1",
  });
}

/** Runs `tasks` at most `size` at a time, in order, and returns their results in order. */
export async function inGroups<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    results.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  }
  return results;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const is2xx = (status: number) => status >= 200 && status < 300;
