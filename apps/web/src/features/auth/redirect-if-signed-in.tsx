import { Navigate, Outlet } from "react-router";
import { useSession } from "./use-session";

/** Layout route for /login and /signup: a signed-in user goes to the dashboard instead. */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
