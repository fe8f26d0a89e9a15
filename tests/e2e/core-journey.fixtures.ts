import { expect, type Page } from "@playwright/test";

export const QUESTION_COUNT = 70;

/** Submits the whole assessment through the API (every answer the same option), as the signed-in user. */
export async function submitAssessmentViaApi(page: Page, answer = "4"): Promise<void> {
  const responses = Array.from({ length: QUESTION_COUNT }, (_, index) => ({
    questionId: `q${index + 1}`,
    answer,
    score: Number(answer),
  }));
  const response = await page.request.post("/api/assessment/submit", { data: { responses } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The header's notification bell, whatever its unread count. */
export function notificationBell(page: Page) {
  return page.getByRole("button", { name: /^Notifications/ });
}

/** The page's localStorage as plain entries (the e2e project has no DOM typings). */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    const entries: Record<string, string> = {};
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) entries[key] = storage.getItem(key) ?? "";
    }
    return entries;
  });
}

/** Writes entries into the page's localStorage (the page must be on the app's origin). */
export async function writeLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.evaluate((values) => {
    const storage = (globalThis as unknown as { localStorage: PageStorage }).localStorage;
    for (const [key, value] of Object.entries(values)) storage.setItem(key, value);
  }, entries);
}

interface PageStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Stores answers in progress for the signed-in user, as the assessment screen saves them. */
export async function seedAssessmentProgress(page: Page, answered: number, answer = "4"): Promise<void> {
  const me = await page.request.get("/api/auth/user");
  expect(me.ok(), await me.text()).toBe(true);
  const { id } = (await me.json()) as { id: number };
  const answers = Object.fromEntries(
    Array.from({ length: answered }, (_, index) => [`q${index + 1}`, answer] as const),
  );
  await page.goto("/");
  await writeLocalStorage(page, { [`assessment-progress-${id}`]: JSON.stringify({ answers }) });
}

/**
 * The assessment option carrying this value (5 is the keyed best). Options are shown in an order
 * shuffled per person and attempt, so tests pick them by the value each radio submits, not by position.
 */
export function optionValued(page: Page, value: number) {
  return page.locator(`input[type="radio"][value="${value}"]`);
}

/** The values of the current question's options, in the order they are shown. */
export async function shownValues(page: Page): Promise<string[]> {
  const radios = page.getByRole("radio");
  const count = await radios.count();
  const values: string[] = [];
  for (let index = 0; index < count; index += 1)
    values.push((await radios.nth(index).getAttribute("value")) ?? "");
  return values;
}
