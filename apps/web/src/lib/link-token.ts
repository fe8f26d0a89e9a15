import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

function tokenFrom(search: string, state: unknown): string | null {
  const kept = (state as { token?: unknown } | null)?.token;
  if (typeof kept === "string") return kept;
  return new URLSearchParams(search).get("token");
}

/**
 * The token an e-mailed link brought in `?token=` (a password reset, an unsubscribe). It leaves the
 * address bar at once, kept in this history entry's state: it then stays out of the visible address,
 * screenshots, bookmarks and anything that reads location.href, and a reload still finds it.
 */
export function useLinkToken(path: string): string | null {
  const location = useLocation();
  const search = location.search;
  const state: unknown = location.state;
  const navigate = useNavigate();
  const token = tokenFrom(search, state);

  useEffect(() => {
    if (new URLSearchParams(search).has("token")) {
      void navigate(path, { replace: true, state: { token } });
    }
  }, [path, search, token, navigate]);

  return token;
}
