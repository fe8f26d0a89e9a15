import { useAdoptBrowserTimeZone } from "./use-adopt-browser-time-zone";
import { Navigate, Outlet, useLocation } from "react-router";
import { withReturnPath } from "./return-to";
import { useSession } from "./use-session";

/** Layout route for signed-in-only pages: visitors are sent to /login, which brings them back here. */
export function RequireAuth() {
  const { user } = useSession();
  useAdoptBrowserTimeZone();
  const location = useLocation();
  if (!user) {
    const wanted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withReturnPath("/login", wanted)} replace />;
  }
  return <Outlet />;
}
