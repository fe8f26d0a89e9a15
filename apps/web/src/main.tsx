import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider: it supports flushSync navigations (used by sign-out).
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { AppErrorBoundary } from "./components/feedback/app-error-boundary";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
