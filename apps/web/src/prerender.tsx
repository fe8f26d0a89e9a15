// Build-time only (vite.config.ts runs it in Node after the browser build): renders the pages a first
// visit most often opens to static HTML, so they paint from the HTML alone, before any script or
// stylesheet has arrived. The browser then renders the live app over them (main.tsx).
import { AppShell, MantineProvider } from "@mantine/core";
import type { PublicUser } from "@leadcoach/api/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "./app/layout/skip-link";
import { routes } from "./app/router";
import { HeaderFrame } from "./components/fallbacks/full-page-loader";
import { DashboardScreen } from "./features/dashboard/dashboard-screen";
import { createTrpcClient, trpc } from "./lib/trpc";
import { cssVariablesResolver, theme } from "./theme";

export type PrerenderedPageName = "landing" | "login" | "dashboard";

/**
 * Where the dashboard shell names the person; the server fills in their first name per request.
 * Must match FIRST_NAME_SLOT in apps/api/src/plugins/web.ts.
 */
export const FIRST_NAME_SLOT = "__LEADCOACH_FIRST_NAME__";

/** The shell's stand-in account: only its name (the slot) reaches the markup. */
const shellUser: PublicUser = {
  id: 0,
  name: FIRST_NAME_SLOT,
  email: "",
  username: null,
  avatar: null,
  role: "user",
  jobTitle: null,
  department: null,
  companyName: null,
  yearsExperience: 0,
  technicalBackground: null,
  isActive: true,
  createdAt: new Date(0).toISOString(),
  lastLoginAt: null,
  timeZone: null,
};

/** The markup of a prerendered page and the title the page sets. */
export async function renderPage(name: PrerenderedPageName): Promise<{ html: string; title: string | null }> {
  // Known answer: who is signed in. Nothing else is fetched; data-bound parts render their skeletons.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  queryClient.setQueryData(
    getQueryKey(trpc.auth.session, undefined, "query"),
    name === "dashboard" ? shellUser : null,
  );
  const content =
    name === "dashboard" ? <DashboardShell /> : await routeElement(name === "login" ? "/login" : "/");

  const page = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
  // A first pass waits for the lazily loaded page code; the second renders complete markup in one
  // piece. A prerender alone would stream the page's part behind an inline script, which the CSP blocks.
  const { prelude } = await prerenderToNodeStream(page);
  for await (const chunk of prelude) void chunk;
  let html = renderToString(page);

  // React hoists a page's <title> to the front of the markup; it belongs in the document's head.
  let title: string | null = null;
  html = html.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return "";
  });
  return { html, title };
}

/** The app's own route tree at `path`, for a visitor who is not signed in. */
async function routeElement(path: string): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`"${path}" answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return <StaticRouterProvider router={router} context={context} hydrate={false} />;
}

/**
 * What a signed-in visitor sees first at "/": the header frame (its menus load with the app) and the
 * dashboard as it looks before its figures arrive, heading and greeting included, so the page's
 * largest text is painted from the HTML.
 */
function DashboardShell() {
  return (
    <StaticRouter location="/">
      <AppShell header={{ height: 60 }} padding={0}>
        <SkipLink />
        <AppShell.Header>
          <HeaderFrame />
        </AppShell.Header>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <DashboardScreen />
        </AppShell.Main>
      </AppShell>
    </StaticRouter>
  );
}
