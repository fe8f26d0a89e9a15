import { expect, test, type Page } from "@playwright/test";
import { QUESTION_COUNT, writeLocalStorage } from "./core-journey.fixtures";
import { expectAccessible, signUpAndSignIn, COLOR_SCHEME_KEY } from "./fixtures";

interface StoredResults {
  assessmentId: number;
  overallScore: number;
  categories: { name: string; score: number }[];
  strongest: { name: string; score: number; status: string }[];
  weakest: { name: string; score: number; status: string }[];
  goals: { id: number; title: string }[];
  firstLessons: { id: number; title: string }[];
}

/** Communication q1-q17 'Almost always' (100%), Problem Solving q53-q70 'Sometimes' (60%), the rest 'Usually' (80%). */
function answerFor(number: number): string {
  if (number <= 17) return "Almost always";
  if (number >= 53) return "Sometimes";
  return "Usually";
}

async function answerEveryQuestion(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(
      page.getByRole("heading", { name: `Question ${number} of ${QUESTION_COUNT}` }),
    ).toBeVisible();
    await page.getByRole("radio", { name: answerFor(number), exact: true }).check();
    if (number < QUESTION_COUNT) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Complete Assessment" }).click();
}

test("after the 70 questions the results page shows the stored figures, the history and the way on; light and dark", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpAndSignIn(page, "Robin Results");

  // Before any assessment: the results page offers to take it.
  await page.goto("/assessment/results");
  await expect(page.getByRole("heading", { name: "No results yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");

  await page.goto("/assessment");
  await answerEveryQuestion(page);

  // The success toast (it closes after 5 s), then straight to this assessment's results.
  await expect(page.getByText("Assessment Completed!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/assessment\/results\/\d+$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Your Assessment Results", level: 1 })).toBeVisible();

  // The figures on the page are the stored ones.
  const response = await page.request.get("/api/assessment/results");
  expect(response.ok()).toBe(true);
  const stored = (await response.json()) as StoredResults;
  expect(page.url()).toMatch(new RegExp(`/assessment/results/${stored.assessmentId}$`));
  expect(stored.overallScore).toBe(80);
  await expect(page.getByTestId("results-overall")).toHaveText(`${stored.overallScore}%`);
  const cards = page.getByTestId("results-category");
  await expect(cards).toHaveCount(4);
  expect(stored.categories.map((c) => [c.name, c.score])).toEqual([
    ["Communication", 100],
    ["Leadership Presence", 80],
    ["Emotional Intelligence", 80],
    ["Problem Solving", 60],
  ]);
  for (const [index, category] of stored.categories.entries()) {
    await expect(cards.nth(index)).toContainText(category.name);
    await expect(cards.nth(index)).toContainText(`${category.score}%`);
  }
  const strongest = page.getByTestId("results-strongest");
  for (const skill of stored.strongest) {
    await expect(strongest.getByRole("listitem").filter({ hasText: skill.name })).toContainText(
      `${skill.score}%${skill.status}`,
    );
  }
  const weakest = page.getByTestId("results-weakest");
  for (const skill of stored.weakest) {
    await expect(weakest.getByRole("listitem").filter({ hasText: skill.name })).toContainText(
      `${skill.score}%${skill.status}`,
    );
  }
  await expect(page.getByRole("heading", { name: "What your score means" })).toBeVisible();
  await expect(page.getByText(/a self-view, not a measurement/)).toBeVisible();

  // The goals it chose and the first lessons, each a link; one clear next step.
  expect(stored.goals.length).toBeGreaterThan(0);
  for (const goal of stored.goals) {
    await expect(page.getByRole("link", { name: goal.title })).toHaveAttribute("href", "/goals");
  }
  expect(stored.firstLessons.length).toBeGreaterThan(0);
  for (const lesson of stored.firstLessons) {
    await expect(page.getByRole("link", { name: lesson.title, exact: true })).toHaveAttribute(
      "href",
      `/lesson/${lesson.id}`,
    );
  }
  const firstLesson = stored.firstLessons[0];
  if (!firstLesson) throw new Error("no first lesson");
  await expect(
    page.getByRole("link", { name: `Start your first lesson: ${firstLesson.title}` }),
  ).toHaveAttribute("href", `/lesson/${firstLesson.id}`);
  await expect(page.getByTestId("results-retake")).toContainText("You can retake the assessment on");

  // The history lists this assessment with its date.
  const history = page.getByTestId("assessment-history");
  await expect(history.getByRole("row")).toHaveCount(2);
  await expect(history.getByRole("row").nth(1)).toContainText("80%");
  await expect(history.getByRole("row").nth(1)).toContainText("First assessment");
  await expectAccessible(page);

  // Dark.
  await writeLocalStorage(page, { [COLOR_SCHEME_KEY]: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByTestId("results-overall")).toHaveText("80%");
  await expectAccessible(page);
  await writeLocalStorage(page, { [COLOR_SCHEME_KEY]: "light" });

  // While the retake is locked, 'Take Assessment' leads to the results and says when it opens again.
  await page.goto("/");
  const take = page.getByRole("link", { name: "Take Assessment" }).first();
  await expect(take).toHaveAttribute("href", "/assessment/results");
  await expect(page.getByText(/^Available again on .+ · see your results$/).first()).toBeVisible();
  await take.click();
  await expect(page).toHaveURL(/\/assessment\/results$/);
  await expect(page.getByTestId("results-overall")).toHaveText("80%");

  // /assessment itself is no dead end: the latest result and the way to it.
  await page.goto("/assessment");
  await expect(page.getByRole("heading", { name: "Assessment Complete" })).toBeVisible();
  await expect(page.getByTestId("latest-overall")).toHaveText("80%");
  await page.getByRole("link", { name: "View your results" }).click();
  await expect(page).toHaveURL(/\/assessment\/results$/);
  await expect(page.getByRole("heading", { name: "Your Assessment Results", level: 1 })).toBeVisible();

  // Someone else's results are not found.
  await page.goto("/assessment/results/2000000000");
  await expect(page.getByRole("alert").filter({ hasText: "Assessment not found" })).toBeVisible();
});
