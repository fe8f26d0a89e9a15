import { Navigate, Outlet, useLocation } from "react-router";
import { returnPathFrom } from "./return-to";
import { useSession } from "./use-session";

/**
 * Layout route for /login, /signup and /forgot-password: a signed-in user goes on to the page they
 * were sent here from (?next=), or to the dashboard.
 */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  const location = useLocation();
  if (user) return <Navigate to={returnPathFrom(location.search)} replace />;
  return <Outlet />;
}
