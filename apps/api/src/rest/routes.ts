import type { createCaller } from "@leadcoach/api";
import type { FastifyRequest } from "fastify";

type Caller = ReturnType<typeof createCaller>;

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Calls the procedure behind the path; input is validated there, as on /trpc. */
  call: (api: Caller, request: FastifyRequest) => Promise<unknown>;
  status?: number;
}

/** The body as the procedure's input; the procedure's zod schema checks it. */
const body = (request: FastifyRequest) => (request.body ?? {}) as never;

/** The spec's documented paths (000 §7, 001 §7), one line each. */
export const restRoutes: RestRoute[] = [
  { method: "POST", url: "/api/auth/signup", call: (api, r) => api.auth.signup(body(r)), status: 201 },
  { method: "POST", url: "/api/auth/login", call: (api, r) => api.auth.login(body(r)) },
  { method: "POST", url: "/api/logout", call: (api) => api.auth.logout() },
  { method: "GET", url: "/api/auth/user", call: (api) => api.auth.me() },
  { method: "PUT", url: "/api/profile/update", call: (api, r) => api.profile.update(body(r)) },
];
