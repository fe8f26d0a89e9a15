// Build-time only (vite.config.ts runs it in Node after the browser build): renders the landing page
// a signed-out visitor sees at "/" to static HTML, so a first visit paints it from the HTML alone,
// before any script or stylesheet has arrived. The browser then renders the live app over it.
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { routes } from "./app/router";
import { createTrpcClient, trpc } from "./lib/trpc";
import { cssVariablesResolver, theme } from "./theme";

/** The markup of "/" for a visitor who is not signed in, and the title the page sets. */
export async function renderLanding(): Promise<{ html: string; title: string | null }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error(`"/" answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // Known answer: nobody is signed in. Nothing else is fetched; data-bound parts render their skeletons.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  queryClient.setQueryData(getQueryKey(trpc.auth.session, undefined, "query"), null);

  const page = (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
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
