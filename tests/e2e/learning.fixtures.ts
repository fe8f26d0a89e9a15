import { expect, type Locator, type Page, type Response } from "@playwright/test";

export interface CatalogueLesson {
  id: number;
  slug: string;
  title: string;
  skillId: number | null;
  skillName: string | null;
}

/** The lesson catalogue as the API serves it (GET /api/lessons), for the signed-in page. */
export async function lessonsCatalogue(page: Page): Promise<CatalogueLesson[]> {
  const response = await page.request.get("/api/lessons");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CatalogueLesson[];
}

/** A lesson card of the catalogue, by its title. */
export function lessonCard(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title, exact: true });
}

/**
 * Resolves when the player's next progress save (create or update) has been answered; with a status,
 * the next save that sends that status.
 */
export function waitForProgressSave(page: Page, status?: "in_progress" | "completed"): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      /\/trpc\/[^?]*lessons\.(createProgress|updateProgress)/.test(response.url()) &&
      response.request().method() === "POST" &&
      (status === undefined || (response.request().postData() ?? "").includes(`"${status}"`)),
  );
}

/**
 * Walks the open lesson player from the step it shows to its last one: one Next per step, each time
 * waiting for the step counter to move on, so a slow render never turns into a skipped or extra click.
 */
export async function playToLastStep(page: Page): Promise<void> {
  const counter = page.getByText(/^Step \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const [, shown, total] = /^Step (\d+) of (\d+)$/.exec((await counter.textContent()) ?? "") ?? [];
  expect(total, "the player shows 'Step n of N'").toBeDefined();
  for (let step = Number(shown); step < Number(total); step += 1) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Step ${step + 1} of ${total}`, { exact: true })).toBeVisible();
  }
}

/** Completes the 70-question assessment through the API with low answers, which creates recent goals. */
export async function completeAssessmentViaApi(page: Page): Promise<void> {
  const responses = Array.from({ length: 70 }, (_, i) => ({
    questionId: `q${i + 1}`,
    answer: "2",
    score: 2,
  }));
  const response = await page.request.post("/api/assessment/submit", { data: { responses } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The lesson player's step on screen: its number, the lesson's step count and its card. */
async function shownStep(page: Page): Promise<{ number: number; total: number; card: Locator }> {
  const counter = page.getByText(/^Step \d+ of \d+$/);
  await expect(counter).toBeVisible();
  const [number = 0, total = 0] = ((await counter.innerText()).match(/\d+/g) ?? []).map(Number);
  // The card is the section named by the step's title; its id carries the zero-based step index.
  const card = page.locator(`section[aria-labelledby="step-${number - 1}-title"]`);
  await expect(card).toBeVisible();
  return { number, total, card };
}

/**
 * Walks the lesson player forward with Next to the first step of a type, by the type badge its card
 * shows ('Quiz', 'Simulation', ...), and returns that step's card. Each step is on screen (the counter
 * and the card agree) before it is read or left, and the decision is made from what the step shows, never
 * from how many clicks were made or how long something took: a busy machine slows the walk down but
 * cannot make it walk past the step.
 */
export async function goToStepOfType(page: Page, type: string): Promise<Locator> {
  for (;;) {
    const { number, total, card } = await shownStep(page);
    // The badge renders with the card, so its absence on a shown card is final.
    if ((await card.getByText(type, { exact: true }).count()) > 0) return card;
    if (number >= total) throw new Error(`The lesson has no '${type}' step after the one it started on.`);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(`Step ${number + 1} of ${total}`, { exact: true })).toBeVisible();
  }
}
