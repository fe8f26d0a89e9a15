import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "./use-session";

/** Layout route for signed-in-only pages: visitors are sent to /login. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
