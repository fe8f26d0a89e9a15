/** Pages a return must never lead back to: they would only send the signed-in person on again. */
const AUTH_PAGES = ["/login", "/signup", "/forgot-password", "/reset-password"];

/**
 * The path to return to after signing in, or null. Only a path of this site counts: it starts with
 * one '/', not '//' or '/\' (which browsers read as another host), carries no control characters,
 * and resolves to the same origin. Anything else (a full address, `javascript:`) is dropped, so a
 * crafted /login link cannot send a person elsewhere. The web app and the single sign-on redirect
 * share this one rule.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "https://return.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
