import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider: it supports flushSync navigations (used by sign-out).
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import { AppErrorBoundary } from "./components/fallbacks/app-error-boundary";
import { removeLegacyNotificationStorage } from "./features/notifications/legacy-storage";
import { browserStorage } from "./lib/browser-storage";

// The old client's browser-stored notification lists are obsolete: removed on every app load, for
// visitors and signed-in users alike.
removeLegacyNotificationStorage(browserStorage());

/** How long a prerendered page may wait for the live app before it gives way regardless. */
const HANDOFF_TIMEOUT_MS = 20_000;

/** The live code of each prerendered page, loaded beside the session check instead of after it. */
const PAGE_CODE: Record<string, () => Promise<unknown>> = {
  landing: () => import("./pages/landing.page"),
  login: () => import("./pages/login.page"),
  dashboard: () => import("./pages/dashboard.page"),
};

/**
 * What a visitor did in the prerendered copy goes on in the live page: values typed into its forms (by
 * form name and field position), the focused link or field, and a tab chosen or a form submitted before
 * the app was ready (held by the copy's inline script, see HOLD_INPUT_SCRIPT in vite.config.ts).
 */
function carryOver(copy: HTMLElement, live: HTMLElement, focused: Element | null): void {
  let focusTarget: HTMLElement | null = null;
  if (focused instanceof HTMLElement && copy.contains(focused)) {
    const href = focused.getAttribute("href");
    if (href) focusTarget = live.querySelector<HTMLElement>(`[href="${CSS.escape(href)}"]`);
  }
  for (const form of copy.querySelectorAll<HTMLFormElement>("form[aria-label]")) {
    const name = form.getAttribute("aria-label") ?? "";
    const liveForm = live.querySelector<HTMLFormElement>(`form[aria-label="${CSS.escape(name)}"]`);
    if (!liveForm) continue;
    const fields = [...form.querySelectorAll("input")];
    const liveFields = [...liveForm.querySelectorAll("input")];
    fields.forEach((field, index) => {
      const liveField = liveFields[index];
      if (!liveField || liveField.type !== field.type) return;
      if (field === focused) focusTarget = liveField;
      if (field.value === field.defaultValue) return;
      // Through the element's own value setter and an input event, as typing would: React sees the change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(liveField, field.value);
      liveField.dispatchEvent(new Event("input", { bubbles: true }));
    });
    if (copy.getAttribute("data-held-submit") === name) {
      // After React has applied the carried values.
      setTimeout(() => liveForm.requestSubmit());
    }
  }
  const heldTab = copy.getAttribute("data-held-tab");
  const liveTab = [...live.querySelectorAll<HTMLElement>("[role=tab]")].find(
    (tab) => tab.textContent === heldTab,
  );
  if (liveTab) {
    liveTab.click();
    focusTarget = liveTab;
  }
  focusTarget?.focus();
}

/**
 * Where the app renders. A prerendered page (landing.html, login.html, dashboard.html; see
 * prerenderPages in vite.config.ts) arrives already rendered in #root: the live app then renders into a
 * hidden element beside it and takes its place once it shows a page heading (the session and the
 * page's code have arrived), so the visitor never sees the painted page give way to a loader.
 */
function mountPoint(root: HTMLElement): HTMLElement {
  const kind = root.getAttribute("data-prerendered");
  if (kind === null) return root;
  void PAGE_CODE[kind]?.();
  const live = document.createElement("div");
  live.hidden = true;
  root.after(live);
  const swap = () => {
    if (live.id === "root") return;
    observer.disconnect();
    clearTimeout(timer);
    const focused = document.activeElement;
    root.remove();
    live.id = "root";
    live.hidden = false;
    carryOver(root, live, focused);
  };
  let swapping = false;
  const observer = new MutationObserver(() => {
    if (swapping || !live.querySelector("main h1")) return;
    swapping = true;
    // In a task of its own: the live page's first layout does not lengthen the render that made it.
    setTimeout(swap);
  });
  observer.observe(live, { childList: true, subtree: true });
  const timer = setTimeout(swap, HANDOFF_TIMEOUT_MS);
  return live;
}

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const mount = mountPoint(container);

/** Builds the router and starts the first render. */
function start(): void {
  const router = createAppRouter();
  const reactRoot = createRoot(mount);
  // A transition: React renders the first screen in short slices instead of one long task, so the page
  // (painted already when prerendered) stays responsive while the app starts.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <AppErrorBoundary>
            <RouterProvider router={router} />
          </AppErrorBoundary>
        </AppProviders>
      </StrictMode>,
    );
  });
}

// In a task of its own: building the route table is a few tens of milliseconds on a slow phone, which
// would otherwise lengthen the task that evaluated the scripts.
setTimeout(start);
