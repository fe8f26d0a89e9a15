import { expect, test, type Page } from "@playwright/test";
import { optionLabel } from "./core-journey.fixtures";
import { expectAccessible, signUpAndSignIn } from "./fixtures";
import { playToLastStep, waitForProgressSave } from "./learning.fixtures";

/** The whole assessment through the API, every answer 'Disagree': every skill needs work. */
async function takeAssessment(page: Page): Promise<void> {
  const responses = Array.from({ length: 70 }, (_, i) => ({ questionId: `q${i + 1}`, answer: "2" }));
  const response = await page.request.post("/api/assessment/submit", { data: { responses } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Plays the open lesson to its last step and completes it. */
async function playLessonToTheEnd(page: Page): Promise<void> {
  const complete = page.getByRole("button", { name: "Complete Lesson" });
  await expect(page.getByText(/^Step 1 of \d+$/)).toBeVisible();
  await playToLastStep(page);
  // The player saves in the background, one save after another: the test leaves with a full page load,
  // which would cancel a save still queued behind the steps' saves on a slow machine.
  const completionSaved = waitForProgressSave(page, "completed");
  await complete.click();
  await expect(page.getByRole("heading", { level: 1, name: "Lesson Complete!" })).toBeVisible();
  expect((await completionSaved).ok()).toBe(true);
}

test("finishing a goal's lesson ticks its milestone and moves the recommendations on", async ({ page }) => {
  await signUpAndSignIn(page, "Loop Learner");
  await takeAssessment(page);

  await page.goto("/goals");
  // A first assessment is not a retake.
  await expect(
    page.getByText("New goals have been added from your recent assessment", { exact: true }),
  ).toBeVisible();
  const goal = page.getByRole("article").filter({ hasText: "High priority" });
  await expect(goal).toHaveCount(1);
  // Reachable: ten points up within six weeks, not 40% to 70%.
  await expect(goal.getByText("Skill 40% → target 50%")).toBeVisible();
  await expect(goal.getByText("0/4 milestones")).toBeVisible();

  const lessonMilestone = goal.getByRole("listitem").filter({ hasText: /^Complete the lesson '/ });
  const lessonTitle = /Complete the lesson '(.+)'/.exec((await lessonMilestone.textContent()) ?? "")?.[1];
  expect(lessonTitle).toBeTruthy();

  await page.goto("/recommendations");
  await expect(
    page.getByRole("heading", { name: `This week: Complete the lesson '${lessonTitle}'` }),
  ).toBeVisible();

  await page.goto("/goals");
  await lessonMilestone.getByRole("link", { name: "Open the lesson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: lessonTitle })).toBeVisible();
  await playLessonToTheEnd(page);

  await page.goto("/goals");
  await expect(goal.getByText("1/4 milestones")).toBeVisible();
  await expect(lessonMilestone).toContainText("by finishing the lesson");
  await expect(lessonMilestone.getByRole("link", { name: "Open the lesson" })).toHaveCount(0);

  // The finished lesson's recommendations are done; Generate New moves on to the next milestone.
  await page.goto("/recommendations");
  await expect(
    page.getByRole("heading", { name: `This week: Complete the lesson '${lessonTitle}'` }),
  ).toHaveCount(0);
  await expect(page.getByText(`you haven't started '${lessonTitle}'`)).toHaveCount(0);
  await page.getByRole("button", { name: "Generate New" }).click();
  await expect(page.getByRole("heading", { name: /^This week: Practise it: / })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: new RegExp(`Complete the lesson '${lessonTitle}'`) }),
  ).toHaveCount(0);
  // Priorities are spread: not every card is high priority.
  await expect(page.getByText(/^(Medium|Low) priority$/).first()).toBeVisible();
});

test("a goal's skill re-check opens as an accessible dialog and updates the skill's score", async ({
  page,
}) => {
  await signUpAndSignIn(page, "Loop Rechecker");
  await takeAssessment(page);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  // A goal due tomorrow, whose re-check is due at once (half way, rounded down).
  const listed = await page.request.get(
    "/trpc/goals.list?input=" + encodeURIComponent(JSON.stringify({ userId: await myId(page) })),
  );
  const existing = ((await listed.json()) as { result: { data: { skillId: number }[] } }).result.data;
  const skillId = existing[0]?.skillId;
  const created = await page.request.post("/trpc/goals.create", {
    data: {
      title: "Quick re-check goal",
      targetDate: tomorrow,
      skillId,
      milestones: [{ description: "Re-check the skill", completes: { kind: "pulse" } }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto("/goals");
  const card = page.getByRole("article").filter({ hasText: "Quick re-check goal" });
  await card.getByRole("button", { name: "Re-check skill" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("radiogroup").first()).toBeVisible();
  await expectAccessible(page);

  const groups = dialog.getByRole("radiogroup");
  const count = await groups.count();
  // The page carries opaque option ids, never a value.
  const radios = dialog.locator('input[type="radio"]');
  for (let i = 0; i < (await radios.count()); i += 1) {
    expect(await radios.nth(i).getAttribute("value")).toMatch(/^[A-Za-z0-9_-]{16}$/);
  }
  // The option valued 4 (second best) of each item, found by its label through the bank.
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const name = (await group.locator('input[type="radio"]').first().getAttribute("name")) ?? "";
    const questionNumber = Number(/^pulse-q(\d+)$/.exec(name)?.[1]);
    await group.getByRole("radio", { name: optionLabel(questionNumber, 4), exact: true }).check();
  }
  await dialog.getByRole("button", { name: "Save re-check" }).click();
  await expect(page.getByText(/Your re-check scored 80% \(it was 40%\)\./)).toBeVisible();
  await expect(card.getByText("1/1 milestones")).toBeVisible();
  await expect(card.getByText(/by the skill re-check/)).toBeVisible();
});

async function myId(page: Page): Promise<number> {
  const response = await page.request.get("/trpc/auth.me");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: { data: { id: number } } }).result.data.id;
}
