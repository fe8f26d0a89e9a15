import { safeReturnPath } from "@leadcoach/api/schemas";

/** The query parameter that carries where a visitor was going when they were asked to sign in. */
export const RETURN_PARAM = "next";

// One rule for the web app and the server's single sign-on redirect.
export { safeReturnPath };

/** Where to go after signing in, read from a /login or /signup address's query ("/" by default). */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? "/";
}

/** `path` with the return target carried along, when there is one other than "/". */
export function withReturnPath(path: string, returnPath: string): string {
  return returnPath === "/" ? path : `${path}?${RETURN_PARAM}=${encodeURIComponent(returnPath)}`;
}
