import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";
import { goToStepOfType } from "./learning.fixtures";

// '1:1s That Matter': a quiz, then a role-play with a model answer and a rubric.
const LESSON = 4;

test.beforeEach(() => {
  // Whole journeys with several accessibility scans.
  test.slow();
});

/** The role-play step, once its stored answer (or its absence) has loaded. */
async function goToRolePlay(page: Page): Promise<Locator> {
  const card = await goToStepOfType(page, "Simulation");
  await expect(card.getByText("Your challenge")).toBeVisible();
  await expect(card.getByText("Loading your answer...")).toHaveCount(0, { timeout: 30_000 });
  return card;
}

/** The quiz's options (the first radio group on the page is the Simple/Technical switch). */
const quizOptions = (page: Page) => page.getByRole("radiogroup").nth(1).getByRole("radio");

/** Answers the quiz on screen option by option until the right one; returns how many options it has. */
async function answerUntilRight(page: Page): Promise<number> {
  const radios = quizOptions(page);
  const count = await radios.count();
  for (let i = 0; i < count; i += 1) {
    await radios.nth(i).check();
    const verdict = page.getByText(/^(Correct! \+\d+ XP|Not quite right\. Try again!)$/);
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent())?.startsWith("Correct")) return count;
    // A wrong pick is explained on its own; the other options' reasons wait for the right answer.
    await expect(page.getByRole("heading", { name: "Why each option" })).toHaveCount(0);
  }
  throw new Error("no option was right");
}

for (const scheme of ["light", "dark"] as const) {
  test(`a quiz explains every option once answered, in the chosen wording (${scheme})`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    await signUpAndSignIn(page, "Quiz Learner");
    await page.goto(`/lesson/${LESSON}`);
    await goToStepOfType(page, "Quiz");
    await expect(quizOptions(page).first()).toBeVisible();
    const count = await answerUntilRight(page);

    const why = page.getByRole("region", { name: "Why each option" });
    await expect(why).toBeVisible();
    await expect(why.getByText("Best answer", { exact: true })).toHaveCount(1);
    await expect(why.getByText("Not here", { exact: true })).toHaveCount(count - 1);
    const technical = await why.innerText();
    await page.getByRole("radiogroup", { name: "Content style" }).getByText("Simple").click();
    await expect(why).not.toHaveText(technical);
    await expectAccessible(page);
    await page.context().close();
  });
}

test("a role-play takes a written answer, shows the model answer and a self-check, and completes", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, "Role Learner");
  await page.goto(`/lesson/${LESSON}`);
  const answerBox = page.getByRole("textbox", { name: "What would you say?" });
  await goToRolePlay(page);
  await expect(answerBox).toBeVisible();
  // The model answer and the checklist wait until the learner has written their own words.
  await expect(page.getByRole("heading", { name: "A model answer" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Hear their reply" })).toHaveCount(0);
  await expectAccessible(page);

  // A one-line answer is stored and shows the model answer, but the step says what it still needs.
  await answerBox.fill("Let's talk.");
  await expect(page.getByText("2 of 30 words")).toBeVisible();
  await page.getByRole("button", { name: "Submit my answer" }).click();
  await expect(page.getByRole("heading", { name: "A model answer" })).toBeVisible();
  const checklist = page.getByRole("group", { name: "Check your answer" });
  const lines = checklist.getByRole("checkbox");
  expect(await lines.count()).toBeGreaterThanOrEqual(3);
  const save = page.getByRole("button", { name: "Save my self-check" });
  await expect(page.getByText("Write at least 30 words (your answer has 2 words).")).toBeVisible();
  await expect(page.getByText("Tick at least one checklist line that your answer covers.")).toBeVisible();
  await expect(save).toBeDisabled();
  await lines.nth(0).check();
  await expect(page.getByText("Tick at least one checklist line that your answer covers.")).toHaveCount(0);
  await expect(save).toBeDisabled();

  const answer =
    "I have nothing urgent today, so this time is yours. What's been taking most of your energy this week? " +
    "I would like to hear what is going well, what is getting in the way, and where I can help.";
  await page.getByRole("button", { name: "Rewrite my answer" }).click();
  await answerBox.fill(answer);
  await page.getByRole("button", { name: "Submit my answer" }).click();
  await expect(page.getByRole("heading", { name: "Your answer" })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  // Without a language-model provider there is no one to answer back.
  await expect(page.getByRole("button", { name: "Hear their reply" })).toHaveCount(0);
  await expect(page.getByText("Tick at least one checklist line that your answer covers.")).toBeVisible();
  await expect(save).toBeDisabled();

  await lines.nth(0).check();
  await lines.nth(2).check();
  await expect(page.getByText("Before this step counts:")).toHaveCount(0);
  await save.click();
  await expect(page.getByText(/^Role-play complete! \+\d+ XP$/)).toBeVisible();
  await expectAccessible(page);

  // The answer and the ticks are stored: they are back after a reload, and the XP is not earned twice.
  await page.reload();
  await goToRolePlay(page);
  await expect(page.getByRole("heading", { name: "Your answer" })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(lines.nth(0)).toBeChecked();
  await expect(lines.nth(1)).not.toBeChecked();
  await expect(lines.nth(2)).toBeChecked();
  await save.click();
  await expect(page.getByText("Role-play complete", { exact: true })).toBeVisible();

  // Rewriting keeps the step complete and asks for a fresh self-check.
  await page.getByRole("button", { name: "Rewrite my answer" }).click();
  await expect(answerBox).toHaveValue(answer);
  await answerBox.fill(`${answer} Take your time.`);
  await page.getByRole("button", { name: "Submit my answer" }).click();
  await expect(page.getByText(`${answer} Take your time.`)).toBeVisible();
  await expect(lines.nth(0)).not.toBeChecked();

  // Dark scheme, Simple wording.
  const dark = await pageInScheme(browser, "dark");
  await signUpAndSignIn(dark, "Dark Role Learner");
  await dark.goto(`/lesson/${LESSON}`);
  await dark.getByRole("radiogroup", { name: "Content style" }).getByText("Simple").click();
  const darkBox = dark.getByRole("textbox", { name: "What would you say?" });
  await goToRolePlay(dark);
  await expect(darkBox).toBeVisible();
  await expectAccessible(dark);
  await darkBox.fill("Tell me more about what's keeping you busy?");
  await dark.getByRole("button", { name: "Submit my answer" }).click();
  await expect(dark.getByRole("group", { name: "Check your answer" })).toBeVisible();
  await expectAccessible(dark);
  await dark.context().close();
});
