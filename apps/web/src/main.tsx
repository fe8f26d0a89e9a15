import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider: it supports flushSync navigations (used by sign-out).
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { AppErrorBoundary } from "./components/feedback/app-error-boundary";
import { browserStorage, removeLegacyNotificationStorage } from "./features/notifications/legacy-storage";

// The old client's browser-stored notification lists are obsolete: removed on every app load, for
// visitors and signed-in users alike.
removeLegacyNotificationStorage(browserStorage());

/** How long a prerendered page may wait for the live app before it gives way regardless. */
const HANDOFF_TIMEOUT_MS = 20_000;

/**
 * Where the app renders. landing.html arrives with the landing page already rendered in #root (see
 * prerenderLanding in vite.config.ts): the live app then renders into a hidden element beside it and
 * takes its place once it shows a page heading (the session and the page's code have arrived), so the
 * visitor never sees the painted page give way to a loader. Focus on a link moves to the same link.
 */
function mountPoint(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute("data-prerendered")) return root;
  // The page's code loads beside the session check instead of after it (HomeRoute imports the same module).
  void import("./pages/landing.page");
  const live = document.createElement("div");
  live.hidden = true;
  root.after(live);
  const swap = () => {
    observer.disconnect();
    clearTimeout(timer);
    const focused = document.activeElement;
    const href =
      focused instanceof HTMLElement && root.contains(focused) ? focused.getAttribute("href") : null;
    root.remove();
    live.id = "root";
    live.hidden = false;
    if (href) live.querySelector<HTMLElement>(`[href="${CSS.escape(href)}"]`)?.focus();
  };
  const observer = new MutationObserver(() => {
    if (live.querySelector("main h1")) swap();
  });
  observer.observe(live, { childList: true, subtree: true });
  const timer = setTimeout(swap, HANDOFF_TIMEOUT_MS);
  return live;
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const router = createAppRouter();

createRoot(mountPoint(container)).render(
  <StrictMode>
    <AppProviders>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  </StrictMode>,
);
