import { lazy, Suspense } from "react";
import { CenteredLoader } from "../components/fallbacks/centered-loader";
import { useSession } from "../features/auth/use-session";

const DashboardPage = lazy(() => import("../pages/dashboard.page"));
const LandingPage = lazy(() => import("../pages/landing.page"));

/** "/" (and its alias "/dashboard"): the dashboard when signed in, the landing page when not. */
export function HomeRoute() {
  const { user } = useSession();
  return <Suspense fallback={<CenteredLoader />}>{user ? <DashboardPage /> : <LandingPage />}</Suspense>;
}
