// Mantine's base styles only: each component's stylesheet comes with the component (vite.config.ts),
// so the first screen does not wait for the styles of every page.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "../reduced-motion.css";

import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useSession } from "../features/auth/use-session";
import { createQueryClient } from "../lib/query-client";
import { createTrpcClient, trpc } from "../lib/trpc";
import { cssVariablesResolver, theme } from "../theme";

// The toast area (and its transitions) loads once the session has answered, so its files never hold
// up the first screen's requests on a slow connection; toasts raised before it arrives wait in
// Mantine's store and show once it renders.
const AppNotifications = lazy(() =>
  import("./layout/app-notifications").then((module) => ({ default: module.AppNotifications })),
);

function DeferredNotifications() {
  const { isLoading } = useSession();
  // Stays mounted once shown, even if the session reloads later (after signing out).
  const [ready, setReady] = useState(false);
  if (!isLoading && !ready) setReady(true);
  return ready ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null;
}

/** Also read by the settings page's colour-scheme control (via useMantineColorScheme). */
const colorSchemeManager = localStorageColorSchemeManager({ key: "leadcoach-color-scheme" });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      // Follows the system setting until the person picks light or dark in Settings.
      defaultColorScheme="auto"
    >
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <DeferredNotifications />
          {children}
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
