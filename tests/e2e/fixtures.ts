import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

export const demo = {
  user: { email: "user@example.com", password: "demo-user", name: "Dana Demo" },
  admin: { email: "admin@example.com", password: "demo-admin", name: "Avery Admin" },
  superAdmin: { email: "superadmin@example.com", password: "demo-superadmin", name: "Sam Super" },
} as const;

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * Resolves once nothing on the page is mid-transition: no finite CSS transition or animation is running
 * (a dialog fading in, a toast sliding in, a button changing colour). Endless ones (loaders, skeletons)
 * are not waited for.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { getAnimations(): PageAnimation[] } }).document;
    return doc
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      );
  });
}

/**
 * Opens the signed-out landing page and waits until the live app has taken over from the prerendered
 * copy: the swap replaces the elements, so a check that holds an element across it would see it vanish.
 */
export async function gotoLanding(page: Page): Promise<void> {
  await page.goto("/");
  await waitForLiveApp(page);
}

/** Waits until the app's code runs the page: a prerendered copy has given way to the live app. */
export async function waitForLiveApp(page: Page): Promise<void> {
  await expect(page.locator("[data-prerendered]")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

interface PageAnimation {
  readonly playState: string;
  readonly effect: { getComputedTiming(): { endTime?: number | string } } | null;
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now, once dialogs and
 * toasts have settled (colours checked mid-fade are not the page's colours).
 */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Signs in as one of the demo accounts, opens `path` and waits for its page heading. */
export async function openAs(
  page: Page,
  account: keyof typeof demo,
  path: string,
  heading: string,
): Promise<void> {
  await signInViaApi(page, demo[account].email, demo[account].password);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Signs in through the API in the page's own context, so the browser holds the session cookie. */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A browser of its own in the given colour scheme, signed in as the account (`demo.admin`, say). */
export async function signedInPage(
  browser: Browser,
  account: { email: string; password: string },
  scheme: "light" | "dark" = "light",
): Promise<Page> {
  const page = await pageInScheme(browser, scheme);
  await signInViaApi(page, account.email, account.password);
  return page;
}

/** A tag that makes the names a test creates its own (the colour scheme, the time, a random part). */
export function runTag(scheme: "light" | "dark"): string {
  return `${scheme} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Creates a fresh account through the API and signs it in. */
export async function signUpAndSignIn(
  page: Page,
  name = "E2E Person",
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = "e2e-password";
  const created = await page.request.post("/api/auth/signup", { data: { name, email, password } });
  expect(created.status(), await created.text()).toBe(201);
  await signInViaApi(page, email, password);
  return { email, password };
}

/** A tRPC call with the page's session, as the screens make it (a query or a mutation, by POST); its data. */
export async function callTrpc<T>(page: Page, path: string, input: unknown): Promise<T> {
  const response = await page.request.post(`/trpc/${path}`, { data: input });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: T } }).result.data;
}

/** New accounts through the API, one per name, not signed in; their ids. */
export async function signUpPeople(request: APIRequestContext, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const created = await request.post("/api/auth/signup", {
      data: { name, email: uniqueEmail("person"), password: "e2e-password" },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { user: { id: number } }).user.id);
  }
  return ids;
}

/** Enrols people in a program as the signed-in admin, starting today unless a start date is given. */
export async function enrolInProgram(
  admin: Page,
  programId: number,
  userIds: number[],
  startDate = new Date().toISOString().slice(0, 10),
): Promise<void> {
  await callTrpc(admin, "programs.enrol", { programId, userIds, groupIds: [], startDate });
}

/** A new group named `name` holding the one person with this e-mail, made through the groups' REST paths as the signed-in admin. */
export async function groupWithOnePerson(admin: Page, name: string, email: string): Promise<void> {
  const created = await admin.request.post("/api/admin/groups", { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const group = (await created.json()) as { id: number };
  const found = await admin.request.get(`/api/admin/people?search=${encodeURIComponent(email)}`);
  expect(found.status(), await found.text()).toBe(200);
  const { people } = (await found.json()) as { people: { id: number; email: string }[] };
  const person = people.find((p) => p.email === email);
  expect(person).toBeDefined();
  const added = await admin.request.post(`/api/admin/groups/${group.id}/members`, {
    data: { userIds: [person?.id] },
  });
  expect(added.status(), await added.text()).toBe(200);
}

interface DocumentWidths {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
}

/** The width of the page's content, in CSS pixels (at most the viewport's when nothing sticks out). */
export function contentWidth(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as DocumentWidths).document.documentElement.scrollWidth);
}

/** How far the page is wider than the viewport (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as DocumentWidths).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** Splits RFC 4180 text into records of fields (quoted fields may hold commas, quotes and line breaks; CRLF ends a record). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** Where the app keeps the person's colour scheme (Mantine's colour-scheme manager). */
export const COLOR_SCHEME_KEY = "leadcoach-color-scheme";

interface InitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A browser of its own (no session, nothing shared with other pages), in the given colour scheme from the
 * first paint: dark until the page itself chooses otherwise, as the settings screen would.
 */
export async function pageInScheme(browser: Browser, scheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext();
  if (scheme === "dark") {
    await context.addInitScript((key) => {
      const storage = (globalThis as unknown as { localStorage: InitStorage }).localStorage;
      if (storage.getItem(key) === null) storage.setItem(key, "dark");
    }, COLOR_SCHEME_KEY);
  }
  return context.newPage();
}
