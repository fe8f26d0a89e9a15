import { browserStorage, removeLegacyNotificationStorage } from "./features/notifications/legacy-storage";

/**
 * The only script the prerendered landing page runs at load. The page is complete as sent (its links are
 * plain links), so the app's code is fetched in the background but started only when the visitor
 * interacts: reading the page costs no main-thread work. What every app load does, it does here too.
 */
removeLegacyNotificationStorage(browserStorage());

const STARTING_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

function startApp(): void {
  for (const type of STARTING_EVENTS) removeEventListener(type, startApp, true);
  const entry = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]')?.content;
  if (!entry) return;
  const script = document.createElement("script");
  script.type = "module";
  script.src = entry;
  document.head.append(script);
}

for (const type of STARTING_EVENTS) addEventListener(type, startApp, { capture: true, passive: true });
