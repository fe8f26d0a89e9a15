import { expect, type Page } from "@playwright/test";
import { assessmentQuestions } from "../../packages/db/src/content/assessment-questions";
import { COLOR_SCHEME_KEY } from "./fixtures";

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

/** The stored bank: the tests' answer key (the app never sends an option's value to the browser). */
function bankQuestion(questionNumber: number) {
  const question = assessmentQuestions()[questionNumber - 1];
  if (!question) throw new Error(`no question ${questionNumber}`);
  return question;
}

/** The label of question N's option worth `value` (5 is the keyed best). */
export function optionLabel(questionNumber: number, value: number): string {
  const option = bankQuestion(questionNumber).options.find((o) => o.value === value);
  if (!option) throw new Error(`question ${questionNumber} has no option valued ${value}`);
  return option.label;
}

/**
 * The radio of question N worth `value`. Options are shown in an order shuffled per person and attempt
 * and carry opaque ids, so tests find them by their label, through the bank, never by position.
 */
/** The question's heading ("Question N of 70"), for the one on screen. */
export function questionHeading(page: Page, questionNumber: number) {
  return page.getByRole("heading", { name: `Question ${questionNumber} of ${QUESTION_COUNT}` });
}

export function optionValued(page: Page, questionNumber: number, value: number) {
  return page.getByRole("radio", { name: optionLabel(questionNumber, value), exact: true });
}

/** The values of question N's options, in the order they are shown (read from the bank by label). */
export async function shownValues(page: Page, questionNumber: number): Promise<string[]> {
  const valueOf = new Map(bankQuestion(questionNumber).options.map((o) => [o.label, String(o.value)]));
  const radios = page.getByRole("radio");
  const count = await radios.count();
  const values: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = (await radios.nth(index).getAttribute("id")) ?? "";
    const label = ((await page.locator(`label[for="${id}"]`).textContent()) ?? "").trim();
    values.push(valueOf.get(label) ?? `?${label}`);
  }
  return values;
}

interface ShownQuestion {
  id: string;
  options: { id: string; label: string }[];
}

/**
 * Saves answers in progress for the signed-in user on the server, as the assessment screen does: the
 * first `answered` questions, each the option worth `answer`, found by label in the caller's options.
 */
export async function seedAssessmentProgress(page: Page, answered: number, answer = "4"): Promise<void> {
  const listed = await page.request.get("/trpc/assessment.questions");
  expect(listed.ok(), await listed.text()).toBe(true);
  const questions = ((await listed.json()) as { result: { data: ShownQuestion[] } }).result.data;
  const choices = questions.slice(0, answered).map((question, index) => {
    const label = optionLabel(index + 1, Number(answer));
    const option = question.options.find((o) => o.label === label);
    if (!option) throw new Error(`no option '${label}' in ${question.id}`);
    return { questionId: question.id, optionId: option.id };
  });
  const saved = await page.request.post("/trpc/assessment.saveProgress", { data: { choices } });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** Switches the signed-in page to the dark scheme, as the settings screen would, and waits for it. */
export async function useDarkScheme(page: Page): Promise<void> {
  await writeLocalStorage(page, { [COLOR_SCHEME_KEY]: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
}

/**
 * The assessment resumed where it stopped: at the first unanswered question, after `answered` answers,
 * the one before it still holding `value` with its options in the order first shown.
 */
export async function expectResumedAfter(page: Page, answered: number, value: number, order: string[]) {
  await expect(questionHeading(page, answered + 1)).toBeVisible();
  await expect(page.getByText(`${answered} of ${QUESTION_COUNT} answered`)).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(questionHeading(page, answered)).toBeVisible();
  await expect(optionValued(page, answered, value)).toBeChecked();
  expect(await shownValues(page, answered)).toEqual(order);
}
