import { expect, test, type Page } from "@playwright/test";
import {
  optionValued,
  QUESTION_COUNT,
  shownValues,
  writeLocalStorage,
  useDarkScheme,
  questionHeading,
  expectResumedAfter,
} from "./core-journey.fixtures";
import { expectAccessible, signInViaApi, signUpAndSignIn, COLOR_SCHEME_KEY } from "./fixtures";

interface StoredResults {
  assessmentId: number;
  overallScore: number;
  categories: { name: string; score: number }[];
  strongest: { name: string; score: number; status: string }[];
  weakest: { name: string; score: number; status: string }[];
  goals: { id: number; title: string }[];
  firstLessons: { id: number; title: string }[];
  focus: { skillId: number | null; candidates: { skillId: number; name: string; score: number }[] };
}

/**
 * Communication q1-q17 the keyed best (100%), Problem Solving q53-q70 the middle option (60%), the rest
 * the second best (80%): the four Problem Solving skills tie at 60%, so the results ask for a focus.
 */
function valueFor(number: number): number {
  if (number <= 17) return 5;
  if (number >= 53) return 3;
  return 4;
}

/** Answers every question by the value of the option, wherever the shuffle shows it; the orders seen. */
async function answerEveryQuestion(page: Page): Promise<string[]> {
  const orders: string[] = [];
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    orders.push((await shownValues(page, number)).join(""));
    await optionValued(page, number, valueFor(number)).check();
    if (number < QUESTION_COUNT) await page.getByRole("button", { name: "Next" }).click();
  }
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  return orders;
}

test("after the 70 questions the results page shows the stored figures, the history and the way on; light and dark", async ({
  page,
}) => {
  // The longest journeys: three times the default upper bound.
  test.slow();
  await signUpAndSignIn(page, "Robin Results");

  // Before any assessment: the results page offers to take it.
  await page.goto("/assessment/results");
  await expect(page.getByRole("heading", { name: "No results yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take Assessment" })).toHaveAttribute("href", "/assessment");

  await page.goto("/assessment");
  const orders = await answerEveryQuestion(page);
  // Shuffled: each question shows its five values once, in no fixed order.
  expect(orders.every((order) => [...order].sort().join("") === "12345")).toBe(true);
  expect(new Set(orders).size).toBeGreaterThan(20);

  // The success toast (it closes after 5 s), then straight to this assessment's results.
  await expect(page.getByText("Assessment Completed!")).toBeVisible();
  await expect(page).toHaveURL(/\/assessment\/results\/\d+$/);
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
  await expect(
    page.getByText(/a self-view of your judgement in situations, not a measurement/),
  ).toBeVisible();

  // The four Problem Solving skills tie at 60%: one click chooses which comes first.
  expect(stored.focus.skillId).toBeNull();
  expect(stored.focus.candidates.map((c) => c.score)).toEqual([60, 60, 60, 60]);
  const focus = page.getByTestId("results-focus");
  await expect(focus.getByRole("heading", { name: "Which would you like to focus on first?" })).toBeVisible();
  for (const candidate of stored.focus.candidates)
    await expect(focus.getByRole("button", { name: candidate.name })).toBeVisible();

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

  // Dark, with the focus question; then the choice (the last of the tied skills, not catalogue order).
  await useDarkScheme(page);
  await expect(page.getByTestId("results-overall")).toHaveText("80%");
  await expect(focus).toBeVisible();
  await expectAccessible(page);
  const chosen = stored.focus.candidates[stored.focus.candidates.length - 1];
  if (!chosen) throw new Error("no tied skill");
  await focus.getByRole("button", { name: chosen.name }).click();
  await expect(page.getByTestId("results-focus-chosen")).toContainText(`focus on ${chosen.name} first`);
  await expect(focus).toHaveCount(0);
  await expect(page.getByTestId("results-weakest").getByRole("listitem").first()).toContainText(chosen.name);
  const after = (await (await page.request.get("/api/assessment/results")).json()) as StoredResults;
  expect(after.focus.skillId).toBe(chosen.skillId);
  expect(after.weakest[0]?.name).toBe(chosen.name);
  await expect(page.getByRole("link", { name: `Improve ${chosen.name}` })).toBeVisible();
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

test("answers in progress are saved on the server: another device continues with them; the nav highlights nothing", async ({
  page,
  browser,
}) => {
  const account = await signUpAndSignIn(page, "Devi Devices");
  await page.goto("/assessment");
  // The assessment is no nav item's page: nothing is marked current (on /skills, Skills is).
  await expect(page.getByRole("button", { name: "Start Assessment" })).toBeVisible();
  await expect(page.locator('a[aria-current="page"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Start Assessment" }).click();
  for (let number = 1; number <= 4; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    await optionValued(page, number, number === 3 ? 5 : 2).check();
    if (number < 4) await page.getByRole("button", { name: "Next" }).click();
  }
  const order = await shownValues(page, 4);
  await expect(page.getByTestId("assessment-save-status")).toHaveText("Answers saved");
  await expect(page.locator('a[aria-current="page"]')).toHaveCount(0);
  // The radios carry opaque ids, never the option's value.
  for (const value of await page
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((r) => r.getAttribute("value"))))
    expect(value).toMatch(/^[A-Za-z0-9_-]{16}$/);

  // Another device: a new browser, signed in as the same person, nothing shared with the first.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signInViaApi(elsewhere, account.email, account.password);
  await elsewhere.goto("/assessment");
  await expectResumedAfter(elsewhere, 4, 2, order);
  await elsewhere.getByRole("button", { name: "Previous" }).click();
  await expect(optionValued(elsewhere, 3, 5)).toBeChecked();

  // Answering there, then back on the first device: it continues from the other's answers.
  await elsewhere.getByRole("button", { name: "Next" }).click();
  await elsewhere.getByRole("button", { name: "Next" }).click();
  await optionValued(elsewhere, 5, 4).check();
  await expect(elsewhere.getByTestId("assessment-save-status")).toHaveText("Answers saved");
  await other.close();
  await page.reload();
  await expect(questionHeading(page, 6)).toBeVisible();
  await expect(page.getByText(`5 of ${QUESTION_COUNT} answered`)).toBeVisible();
});
