import { expect, test } from "@playwright/test";
import { expectAccessible, signUpAndSignIn, waitForLiveApp } from "./fixtures";
import {
  notificationBell,
  optionValued,
  QUESTION_COUNT,
  readLocalStorage,
  seedAssessmentProgress,
  shownValues,
  submitAssessmentViaApi,
  writeLocalStorage,
  questionHeading,
  expectResumedAfter,
} from "./core-journey.fixtures";

test("a new user takes the whole assessment and sees the results on every screen", async ({ page }) => {
  // Seventy questions through the UI, five accessibility scans and a full reload: slow on a busy machine
  // (three times the default upper bound).
  test.slow();
  await signUpAndSignIn(page, "Casey Core");

  // Before the assessment: zero-value prompts and the empty chart.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Leadership Development", level: 1 })).toBeVisible();
  await expect(page.getByText("No Progress Data Yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Take assessment", exact: true })).toBeVisible();
  await expect(page.getByText("No upcoming events")).toBeVisible();
  await expect(page.getByText("No recent activity")).toBeVisible();
  await expect(notificationBell(page)).toHaveAccessibleName("Notifications");
  await expectAccessible(page);

  // Intro.
  await page.getByRole("link", { name: "Take Assessment" }).first().click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(page.getByRole("heading", { name: "Leadership Skills Assessment", level: 1 })).toBeVisible();
  await expect(page.getByText("70 Questions")).toBeVisible();
  await expect(page.getByText("45 Minutes")).toBeVisible();
  for (const area of ["Communication", "Leadership Presence", "Emotional Intelligence", "Problem Solving"]) {
    await expect(page.getByRole("heading", { name: area, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start Assessment" }).click();

  // Question flow.
  const next = page.getByRole("button", { name: "Next" });
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(page.getByText("Communication", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(next).toBeDisabled();
  await expect(page.getByRole("radiogroup")).toBeVisible();
  await expect(page.getByRole("radio")).toHaveCount(5);
  await expectAccessible(page);

  for (let number = 1; number <= QUESTION_COUNT; number += 1) {
    await expect(questionHeading(page, number)).toBeVisible();
    if (number === 2) {
      // Keyboard: the radios are a native group; arrow keys move the choice.
      await page.getByRole("radio").first().focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("radio").nth(3)).toBeChecked();
    }
    // Options are shuffled per person: the value-4 option (second best) wherever it is shown.
    await optionValued(page, number, 4).check();

    if (number === 6) {
      // A reload keeps the answers (saved on the server), the options' shuffled order, and resumes at the
      // first unanswered question.
      const order = await shownValues(page, 6);
      await expect(page.getByTestId("assessment-save-status")).toHaveText("Answers saved");
      await page.reload();
      await expectResumedAfter(page, 6, 4, order);
    }

    if (number === 18) await expect(page.getByText("Leadership Presence", { exact: true })).toBeVisible();

    if (number < QUESTION_COUNT) {
      await next.click();
    } else {
      await expect(next).toHaveCount(0);
      await page.getByRole("button", { name: "Complete Assessment" }).click();
    }
  }

  // Straight to this assessment's results, with the success toast; then the dashboard, with the scores.
  await expect(page.getByText("Assessment Completed!")).toBeVisible();
  await expect(page.getByText("Your personalized learning path has been created.")).toBeVisible();
  await expect(page).toHaveURL(/\/assessment\/results\/\d+$/);
  await expect(page.getByRole("heading", { name: "Your Assessment Results", level: 1 })).toBeVisible();
  await page.goto("/");
  await expect(page.getByTestId("stat-overallScore")).toContainText("80%");
  await expect(page.getByText("No Progress Data Yet")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "AI Recommendations" })).toBeVisible();
  await expect(page.getByText("Completed the leadership skills assessment")).toBeVisible();
  // Nothing of the assessment is kept in the browser.
  const stored = Object.keys(await readLocalStorage(page));
  expect(stored.filter((key) => key.startsWith("assessment-progress-"))).toEqual([]);
  await expectAccessible(page);

  // The 'Assessment completed' notification: badge, dropdown, click marks it read and follows its link.
  const bell = notificationBell(page);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByTestId("notification-badge")).toContainText("1");
  await bell.click();
  const dropdown = page.getByRole("dialog");
  await expect(dropdown.getByText("Assessment completed")).toBeVisible();
  await expect(dropdown.getByText(/Your overall score is 80%/)).toBeVisible();
  await expectAccessible(page);
  await dropdown.getByRole("button", { name: /Assessment completed/ }).click();
  await expect(page).toHaveURL(/\/assessment\/results\/\d+$/);
  await expect(bell).toHaveAccessibleName("Notifications");
  await page.goto("/skills");

  // Skills: 80 % everywhere is 'Strong'.
  await expect(
    page.getByRole("heading", { name: "Skills Assessment & Development", level: 1 }),
  ).toBeVisible();
  await expect(page.getByText("Strong", { exact: true }).first()).toBeVisible();
  const strong = await page.getByText("Strong", { exact: true }).count();
  expect(strong).toBeGreaterThanOrEqual(12);
  await expect(page.getByText("Not Started", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Practice / }).first()).toHaveAttribute(
    "href",
    /\/lessons\?skill=\d+$/,
  );
  await expect(page.getByRole("link", { name: /^Set Goal for / }).first()).toHaveAttribute(
    "href",
    /\/goals\?create=true&skill=\d+$/,
  );
  await expectAccessible(page);

  // The assessment now shows the completed notice.
  await page.goto("/assessment");
  await expect(page.getByRole("heading", { name: "Assessment Complete" })).toBeVisible();
  await expect(page.getByText("You have already completed the leadership skills assessment.")).toBeVisible();
  await expect(page.getByText("You can retake it in 90 days.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
});

test("a failed submission keeps the answers and the screen; a retry completes", async ({ page }) => {
  await signUpAndSignIn(page, "Fran Failure");
  await seedAssessmentProgress(page, QUESTION_COUNT - 1, "5");
  await page.goto("/assessment");
  await expect(questionHeading(page, QUESTION_COUNT)).toBeVisible();
  await expect(page.getByText("Problem Solving", { exact: true })).toBeVisible();
  const complete = page.getByRole("button", { name: "Complete Assessment" });
  await expect(complete).toBeDisabled();
  await optionValued(page, QUESTION_COUNT, 5).check();

  // The failure is held until the test has seen the submitting state, however slowly the page renders.
  let failNow = () => {};
  const failed = new Promise<void>((resolve) => (failNow = resolve));
  await page.route("**/trpc/assessment.submitChoices**", async (route) => {
    await failed;
    await route.fulfill({ status: 500, body: "boom" });
  });
  await complete.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  failNow();
  await expect(page.getByText("Submission Failed")).toBeVisible();
  await expect(page.getByText("Please try again or contact support.")).toBeVisible();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(complete).toBeEnabled();

  await page.unroute("**/trpc/assessment.submitChoices**");
  await complete.click();
  await expect(page).toHaveURL(/\/assessment\/results\/\d+$/);
  await expect(page.getByTestId("results-overall")).toHaveText("100%");
});

test("'Mark all read' clears the badge, and the dropdown lists notifications", async ({ page }) => {
  await signUpAndSignIn(page, "Morgan Marks");
  await submitAssessmentViaApi(page);
  await page.goto("/");
  const bell = notificationBell(page);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const dropdown = page.getByRole("dialog");
  await expect(dropdown.getByText("Assessment completed")).toBeVisible();
  await dropdown.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(dropdown.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(notificationBell(page)).toHaveAccessibleName("Notifications");
});

test("dashboard recommendations: 'Why this?', Dismiss for good, and the chart's range", async ({ page }) => {
  await signUpAndSignIn(page, "Robin Recs");
  await submitAssessmentViaApi(page, "3");
  await page.goto("/");
  await expect(page.getByTestId("stat-overallScore")).toContainText("60%");
  const section = page.getByRole("region", { name: "AI Recommendations" });
  const cards = section.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const firstTitle = (await cards.first().getByRole("heading").textContent()) ?? "";

  const why = cards.first().getByRole("button", { name: "Why this?" });
  await why.click();
  await expect(why).toHaveAttribute("aria-expanded", "true");

  await cards.first().getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Recommendation Dismissed")).toBeVisible();
  await expect(page.getByText("We'll focus on other areas for your development.")).toBeVisible();
  await expect(section.getByRole("heading", { name: firstTitle, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(section.getByRole("heading", { name: firstTitle, exact: true })).toHaveCount(0);
  expect(await cards.count()).toBeLessThanOrEqual(before);

  // The range selector refetches the chart's history.
  const chart = page.getByRole("region", { name: "Skills Progress" });
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  const historyCall = page.waitForRequest((request) => request.url().includes("dashboard.skillHistory"));
  await chart.getByRole("button", { name: "3 months" }).click();
  await historyCall;
  await expect(chart.getByRole("button", { name: "3 months", pressed: true })).toBeVisible();
  await expect(chart.getByRole("button", { name: "6 weeks", pressed: false })).toBeVisible();

  // Start goes where the server says, with a toast.
  await cards.first().getByRole("button", { name: "Start" }).click();
  await expect(page.getByText("Recommendation Started")).toBeVisible();
  await expect(page).toHaveURL(/\/(lessons|lesson\/|goals|skills)/);
});

test("the recommendations screen lists, regenerates and starts recommendations", async ({ page }) => {
  await signUpAndSignIn(page, "Riley Recs");
  await page.goto("/recommendations");
  await expect(page.getByRole("heading", { name: "AI Coaching Recommendations", level: 1 })).toBeVisible();
  await expect(page.getByText("No recommendations yet")).toBeVisible();
  await page.getByRole("button", { name: "Generate New" }).click();
  await expect(page.getByText("Generation Failed")).toBeVisible();
  await expectAccessible(page);

  await submitAssessmentViaApi(page, "2");
  await page.reload();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Generate New" }).click();
  await expect(page.getByText("New Recommendations Generated")).toBeVisible();
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole("button", { name: "Start Now" }).click();
  await expect(page).toHaveURL(/\/(lessons|lesson\/|goals|skills)/);
});

test("settings: dark mode persists, password change, notification preferences", async ({ page }) => {
  const account = await signUpAndSignIn(page, "Sasha Settings");
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  expect((await readLocalStorage(page))["leadcoach-color-scheme"]).toBe("dark");
  await expectAccessible(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/settings");

  // Password: client rules, server errors, success.
  const current = page.getByLabel(/^Current password/);
  const fresh = page.getByLabel(/^New password/);
  const confirm = page.getByLabel(/^Confirm new password/);
  await current.fill(account.password);
  await fresh.fill("abc");
  await confirm.fill("abc");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await current.fill("not-my-password");
  await fresh.fill("brand-new-password");
  await confirm.fill("brand-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Current password is incorrect" })).toBeVisible();
  await current.fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password Changed")).toBeVisible();
  await expect(current).toHaveValue("");

  const oldLogin = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(oldLogin.status()).toBe(401);

  // Notification preferences are saved on the server.
  const goalSwitch = page.getByRole("switch", { name: /Goal due soon/ });
  await expect(goalSwitch).toBeChecked();
  await goalSwitch.click();
  await expect(goalSwitch).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: /Goal due soon/ })).not.toBeChecked();
});

test("legacy notification lists are removed from browser storage on load", async ({ page }) => {
  await page.goto("/");
  await writeLocalStorage(page, {
    "notifications-guest": "[]",
    "notifications-42": "[]",
    "leadcoach-color-scheme": "light",
  });
  await page.reload();
  // The clean-up runs with the app's code, which takes over from the prerendered landing page.
  await waitForLiveApp(page);
  expect(Object.keys(await readLocalStorage(page)).sort()).toEqual(["leadcoach-color-scheme"]);
});

test("on a phone the dashboard offers the floating assessment button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndSignIn(page, "Pat Phone");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
  const floating = page.getByRole("link", { name: "Take Assessment" }).last();
  await expect(floating).toBeVisible();
  await floating.click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expectAccessible(page);
});
