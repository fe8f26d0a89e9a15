import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  contentWidth,
  demo,
  expectAccessible,
  pageInScheme,
  signedInPage,
  signUpAndSignIn,
} from "./fixtures";
import { playToLastStep, waitForProgressSave } from "./learning.fixtures";

/** Lesson 2 ('Running a Blameless Incident Review') has two steps: quick to complete in the player. */
const LESSON_ID = 2;

interface TestProgram {
  id: number;
  name: string;
  lessonStep: string;
  reflectionPrompt: string;
  goalStep: string;
}

/**
 * An admin (in a browser of their own) creates an open two-week program through tRPC: week 1 a
 * lesson and a reflection, week 2 a goal. Its name is unique, since other specs share the server.
 */
async function createOpenProgram(browser: Browser, label: string): Promise<TestProgram> {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const program = {
    name: `E2E program ${label} ${tag}`,
    lessonStep: "Run a blameless review",
    reflectionPrompt: `What did you notice about how your team talks about incidents? (${tag})`,
    goalStep: "Set your first-quarter goal",
  };
  const admin = await signedInPage(browser, demo.admin);
  const response = await admin.request.post("/trpc/programs.create", {
    data: {
      name: program.name,
      description: "Two weeks of practice for new managers.",
      lengthWeeks: 2,
      isOpen: true,
      steps: [
        { week: 1, kind: "lesson", title: program.lessonStep, lessonId: LESSON_ID },
        { week: 1, kind: "reflection", title: "Reflect on incidents", prompt: program.reflectionPrompt },
        { week: 2, kind: "goal", title: program.goalStep, prompt: "Hold a blameless review every month" },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { id } = ((await response.json()) as { result: { data: { id: number } } }).result.data;
  await admin.context().close();
  return { id, ...program };
}

/** A step of the program on /program, by its title. */
function step(page: Page, title: string) {
  return page.getByRole("listitem", { name: title });
}

async function joinOnProgramPage(page: Page, program: TestProgram): Promise<void> {
  await page.goto("/program");
  await expect(page.getByRole("heading", { level: 1, name: "My program" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are not in a program yet" })).toBeVisible();
  await expect(page.getByText(/an admin may also enrol you/)).toBeVisible();
  const join = page.getByRole("button", { name: `Join ${program.name}` });
  await expect(join).toBeVisible();
  await expectAccessible(page);
  await join.click();
  await expect(page.getByRole("heading", { level: 2, name: program.name })).toBeVisible();
  await expect(page.getByText("Week 1 of 2", { exact: true })).toBeVisible();
}

test("a person joins an open program, does this week's lesson and reflection, and sees it on the dashboard", async ({
  browser,
}) => {
  const program = await createOpenProgram(browser, "journey");
  const page = await pageInScheme(browser, "light");
  await signUpAndSignIn(page, "Priya Program");
  await joinOnProgramPage(page, program);

  const thisWeek = page.getByRole("list", { name: "This week" });
  await expect(step(page, program.lessonStep)).toContainText(/Lesson · Due/);
  await expect(page.getByText("0 of 3 steps done")).toBeVisible();
  await expect(page.getByText(`Next: ${program.lessonStep}`)).toBeVisible();
  await expect(thisWeek.getByRole("listitem")).toHaveCount(2);
  // The reflection is private, and the screen says what admins see.
  await expect(page.getByText(/They never see your answers, reflections or feedback\./)).toBeVisible();
  await expectAccessible(page);

  // The lesson step opens the lesson player; completing the lesson ticks the step.
  await step(page, program.lessonStep).getByRole("link", { name: "Open the lesson" }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${LESSON_ID}$`));
  await playToLastStep(page);
  const completed = waitForProgressSave(page, "completed");
  await page.getByRole("button", { name: "Complete Lesson" }).click();
  await completed;
  await expect(page.getByRole("heading", { level: 1, name: "Lesson Complete!" })).toBeVisible();

  // Back through the top bar, without a reload: the completed lesson reloaded programs.mine.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My program" }).click();
  await expect(step(page, program.lessonStep)).toContainText(/Lesson · Done [A-Z][a-z]{2} \d+, \d{4}/);
  await expect(page.getByText("1 of 3 steps done")).toBeVisible();

  // The reflection: written, saved, still there after a reload.
  const answer = page.getByRole("textbox", { name: program.reflectionPrompt });
  await answer.fill("We talk about who, not what. I will start the next review with the timeline.");
  await page.getByRole("button", { name: "Save reflection" }).click();
  const reflection = step(page, "Reflect on incidents");
  await expect(reflection.getByRole("status")).toHaveText(/^Saved [A-Z][a-z]{2} \d+, \d{4}$/);
  await expect(reflection.getByRole("button", { name: "Saved" })).toBeDisabled();
  await expect(page.getByText("2 of 3 steps done")).toBeVisible();
  await expect(page.getByText(`Next: ${program.goalStep}`)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole("textbox", { name: program.reflectionPrompt })).toHaveValue(
    "We talk about who, not what. I will start the next review with the timeline.",
  );

  // The whole path: week 2 opens to its goal step, which makes the goal once.
  await page.getByRole("button", { name: /^Week 2 / }).click();
  const goal = step(page, program.goalStep);
  await goal.getByRole("button", { name: "Create this goal" }).click();
  await expect(goal.getByRole("button", { name: "Goal created" })).toBeDisabled();
  await expect(goal.getByRole("link", { name: "Open Goals" })).toHaveAttribute("href", "/goals");
  await expect(page.getByText("3 of 3 steps done")).toBeVisible();
  await expectAccessible(page);

  // The dashboard's card: the program, the week, and the way to it.
  await page.goto("/");
  const card = page.getByRole("region", { name: "My program" });
  await expect(card.getByText(program.name)).toBeVisible();
  await expect(card.getByText("Week 1 of 2 · 3 of 3 steps done")).toBeVisible();
  await expect(card.getByRole("link", { name: "Open my program" })).toHaveAttribute("href", "/program");
  await expectAccessible(page);

  await card.getByRole("link", { name: "Open my program" }).click();
  await expect(page.getByRole("heading", { level: 2, name: program.name })).toBeVisible();
  await page.context().close();
});

test("dark scheme: the empty state, a joined program and the dashboard card pass axe", async ({
  browser,
}) => {
  const program = await createOpenProgram(browser, "dark");
  const page = await pageInScheme(browser, "dark");
  await signUpAndSignIn(page, "Dev Dark");
  await joinOnProgramPage(page, program);
  await page.getByRole("button", { name: /^Week 2 / }).click();
  await expect(step(page, program.goalStep).getByRole("button", { name: "Create this goal" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/");
  const card = page.getByRole("region", { name: "My program" });
  await expect(card.getByRole("link", { name: program.lessonStep })).toHaveAttribute(
    "href",
    `/lesson/${LESSON_ID}`,
  );
  await expect(card.getByText("Week 1 of 2 · 0 of 3 steps done")).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test("on a phone the program fits the width and passes axe", async ({ browser }) => {
  const program = await createOpenProgram(browser, "phone");
  const page = await pageInScheme(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, "Pat Phone");
  const joined = await page.request.post("/trpc/programs.join", { data: { programId: program.id } });
  expect(joined.status(), await joined.text()).toBe(200);

  await page.goto("/program");
  await expect(page.getByRole("heading", { level: 2, name: program.name })).toBeVisible();
  await expect(page.getByRole("textbox", { name: program.reflectionPrompt })).toBeVisible();
  await expectAccessible(page);
  expect(await contentWidth(page)).toBeLessThanOrEqual(390);
  await page.context().close();
});
