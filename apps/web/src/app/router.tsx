import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageLoader } from "../components/fallbacks/full-page-loader";
import { RouteErrorScreen } from "../components/fallbacks/route-error-screen";
import { AppLayout } from "./layout/app-layout";
import { RedirectIfSignedIn } from "../features/auth/redirect-if-signed-in";
import { RequireAuth } from "../features/auth/require-auth";
import { HomeRoute } from "./home-route";

type PageModule = { default: ComponentType };

/** A route whose page is its own chunk, loaded the first time the route is visited. */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: "dashboard", element: <HomeRoute /> },

      {
        element: <RedirectIfSignedIn />,
        children: [
          page("login", () => import("../pages/login.page")),
          page("signup", () => import("../pages/signup.page")),
          page("forgot-password", () => import("../pages/forgot-password.page")),
        ],
      },

      // Public: reviewers answer feedback requests through a tokenised link without an account.
      page("feedback", () => import("../pages/feedback.page")),
      // Public: whoever opens an e-mailed reset link may be signed in as someone else, or not at all.
      page("reset-password", () => import("../pages/reset-password.page")),
      // Public: a sign-in waiting for its second step is not signed in yet (and enrolment ends signed in).
      page("two-step", () => import("../pages/two-step.page")),
      // Public: the weekly digest's unsubscribe link works signed out (its signed token is the credential).
      page("unsubscribe", () => import("../pages/unsubscribe.page")),
      // Public: an invited person has never signed in; accepting signs them in.
      page("invitation", () => import("../pages/invitation.page")),

      {
        element: <RequireAuth />,
        children: [
          page("profile", () => import("../pages/profile.page")),
          page("assessment", () => import("../pages/assessment.page")),
          page("assessment/results", () => import("../pages/assessment-results.page")),
          page("assessment/results/:assessmentId", () => import("../pages/assessment-results.page")),
          page("skills", () => import("../pages/skills.page")),
          page("lessons", () => import("../pages/lessons.page")),
          page("lesson/:lessonId", () => import("../pages/lesson.page")),
          page("goals", () => import("../pages/goals.page")),
          page("program", () => import("../pages/program.page")),
          page("following", () => import("../pages/following.page")),
          page("reviewer-approvals", () => import("../pages/reviewer-approvals.page")),
          // A manager's invitation link: signed out, /login brings the reader back here, token and all.
          page("manager-invitation", () => import("../pages/manager-invitation.page")),
          page("calendar", () => import("../pages/calendar.page")),
          page("recommendations", () => import("../pages/recommendations.page")),
          page("peer-feedback", () => import("../pages/peer-feedback.page")),
          page("360", () => import("../pages/review-360.page")),
          page("360/:cycleId", () => import("../pages/review-360.page")),
          page("bug-report", () => import("../pages/bug-report.page")),
          page("my-bug-reports", () => import("../pages/my-bug-reports.page")),
          page("settings", () => import("../pages/settings.page")),
          page("admin", () => import("../pages/admin.page")),
          page("analytics", () => import("../pages/analytics.page")),
          page("admin/user/:userId", () => import("../pages/admin-user.page")),
          page("admin/bug-reports", () => import("../pages/admin-bug-reports.page")),
          page("admin/settings", () => import("../pages/admin-settings.page")),
          page("admin/audit", () => import("../pages/admin-audit.page")),
          page("admin/people", () => import("../pages/admin-people.page")),
          page("admin/groups", () => import("../pages/admin-groups.page")),
          page("admin/programs", () => import("../pages/admin-programs.page")),
          page("admin/programs/:programId", () => import("../pages/admin-program.page")),
          page("admin/review-campaigns", () => import("../pages/admin-review-campaigns.page")),
        ],
      },

      page("*", () => import("../pages/not-found.page")),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
