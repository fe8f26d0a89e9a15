import { expect, test, type Page } from "@playwright/test";
import { useDarkScheme } from "./core-journey.fixtures";
import { expectAccessible, horizontalOverflow, signUpAndSignIn } from "./fixtures";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Schedules an activity through the API (past starts confirmed), returning its id. */
async function schedule(
  page: Page,
  activity: { title: string; start: number; minutes: number; meetingUrl?: string },
): Promise<number> {
  const response = await page.request.post("/trpc/calendar.create", {
    data: {
      type: "meeting",
      title: activity.title,
      startTime: new Date(activity.start).toISOString(),
      endTime: new Date(activity.start + activity.minutes * MINUTE).toISOString(),
      meetingUrl: activity.meetingUrl ?? null,
      allowPast: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { data: { id: number } } }).result.data.id;
}

/** Picks a day in the open Start picker and confirms it (by keyboard, as a keyboard user would). */
async function pickDay(page: Page, day: Date): Promise<void> {
  const button = page
    .locator("table button:not([data-outside])")
    .getByText(String(day.getDate()), { exact: true });
  await button.click();
  await expect(button).toHaveAttribute("data-selected", "true");
  await page.getByRole("button", { name: "Confirm date and time" }).press("Enter");
}

/** Switches the schedule between List, Week and Month. */
async function chooseView(page: Page, view: "List" | "Week" | "Month"): Promise<void> {
  await page.getByLabel("Schedule view").getByText(view, { exact: true }).click();
  await expect(page.getByRole("radio", { name: view })).toBeChecked();
}

/** 'Tuesday, November 24, 2026', as the month view names its days. */
function longDate(instant: number): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(instant));
}

test("an empty schedule has nothing to export", async ({ page }) => {
  await signUpAndSignIn(page, "Empty Schedule");
  await page.goto("/calendar");
  await expect(page.getByRole("heading", { name: "No scheduled activities" })).toBeVisible();
  const exportButton = page.getByRole("button", { name: "Export to calendar" });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription("Nothing to export yet");
  await expect(page.getByText("Nothing to export yet")).toBeVisible();
  await expectAccessible(page);
});

test("scheduling in the past asks first", async ({ page }) => {
  await signUpAndSignIn(page, "Past Scheduler");
  await page.goto("/calendar");
  await page.getByRole("button", { name: "Schedule Your First Activity" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Activity" });
  await dialog.getByLabel("Title").fill("Retro notes I forgot to log");

  // Yesterday, picked in the Start picker.
  const yesterday = new Date(Date.now() - DAY);
  await dialog.getByRole("button", { name: "Start" }).click();
  if (yesterday.getMonth() !== new Date().getMonth()) {
    await page.getByRole("button", { name: "Previous month in the picker" }).click();
  }
  await pickDay(page, yesterday);
  await dialog.getByRole("button", { name: "Schedule Activity" }).click();

  const confirm = page.getByRole("dialog", { name: "Start in the past?" });
  await expect(confirm.getByText("This activity starts in the past. Schedule it anyway?")).toBeVisible();
  await expectAccessible(page);
  // Going back keeps the form as it was; nothing is saved.
  await confirm.getByRole("button", { name: "Go back" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel("Title")).toHaveValue("Retro notes I forgot to log");
  await dialog.getByRole("button", { name: "Schedule Activity" }).click();
  await confirm.getByRole("button", { name: "Schedule anyway" }).click();
  await expect(page.getByText("Activity Scheduled", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: "Retro notes I forgot to log" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: longDate(yesterday.getTime()) })).toBeVisible();

  // In the dark scheme too.
  await useDarkScheme(page);
  await page.getByRole("button", { name: "Schedule Activity" }).click();
  await dialog.getByLabel("Title").fill("Another late entry");
  await dialog.getByRole("button", { name: "Start" }).click();
  if (yesterday.getMonth() !== new Date().getMonth()) {
    await page.getByRole("button", { name: "Previous month in the picker" }).click();
  }
  await pickDay(page, yesterday);
  await dialog.getByRole("button", { name: "Schedule Activity" }).click();
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
});

test("Join opens the meeting near the start; done and undo are separate; month view", async ({
  page,
  context,
}) => {
  await signUpAndSignIn(page, "Calendar Person");
  const now = Date.now();
  await schedule(page, { title: "Quarterly planning", start: now + 20 * DAY, minutes: 60 });
  await schedule(page, {
    title: "Skip-level with Dana",
    start: now + 5 * MINUTE,
    minutes: 30,
    meetingUrl: "https://meet.example.com/dana",
  });
  await schedule(page, { title: "Delegation drill", start: now - 60 * MINUTE, minutes: 30 });
  await context.route("https://meet.example.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Meeting</title><h1>Meeting</h1>" }),
  );

  await page.goto("/calendar");
  const far = page.getByRole("article", { name: "Quarterly planning" });
  const soon = page.getByRole("article", { name: "Skip-level with Dana" });
  const past = page.getByRole("article", { name: "Delegation drill" });
  await expect(far).toBeVisible();

  // Far off: neither Join nor Mark as done yet.
  await expect(far.getByRole("button", { name: "Join" })).toHaveCount(0);
  await expect(far.getByRole("button", { name: "Mark as done" })).toHaveCount(0);
  // Ended: no Join, but it can be marked done.
  await expect(past.getByRole("button", { name: "Join" })).toHaveCount(0);

  // Starting in 5 minutes: Join opens the link in a new tab and records attendance.
  const [meetingTab] = await Promise.all([
    context.waitForEvent("page"),
    soon.getByRole("button", { name: "Join" }).click(),
  ]);
  await expect(meetingTab).toHaveURL("https://meet.example.com/dana");
  await meetingTab.close();
  await expect(page.getByText("Joined", { exact: true })).toBeVisible();
  await expect(soon.getByText("Attended", { exact: true })).toBeVisible();
  // Not started yet, so it cannot be marked done.
  await expect(soon.getByRole("button", { name: "Mark as done" })).toHaveCount(0);

  // Mark as done, then undo.
  await past.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("Marked as Done", { exact: true })).toBeVisible();
  await expect(past.getByText("Done", { exact: true })).toBeVisible();
  await expect(past.getByRole("button", { name: "Mark as done" })).toHaveCount(0);
  await past.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Undone", { exact: true })).toBeVisible();
  await expect(past.getByText("Done", { exact: true })).toHaveCount(0);
  await expect(past.getByRole("button", { name: "Mark as done" })).toBeVisible();

  // Month view: the day of 'Skip-level with Dana' names its activities and lists them when chosen.
  await chooseView(page, "Month");
  await expect(page.getByRole("button", { name: "Previous month" })).toBeVisible();
  const soonDay = page.getByRole("button", {
    name: new RegExp(`^${longDate(now + 5 * MINUTE)}: \\d+ activit`),
  });
  await expect(soonDay).toBeVisible();
  await expect(soonDay.getByText("Skip-level with Dana")).toBeVisible();
  await soonDay.click();
  await expect(page.getByRole("heading", { level: 2, name: longDate(now + 5 * MINUTE) })).toBeVisible();
  await expect(soon).toBeVisible();
  // Arrow keys move between days.
  await soonDay.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("heading", { level: 2, name: longDate(now + 5 * MINUTE + DAY) })).toBeVisible();
  await expectAccessible(page);

  await chooseView(page, "Week");
  await expect(page.getByRole("button", { name: "Previous week" })).toBeVisible();
  await expectAccessible(page);

  // Dark scheme, month view.
  await useDarkScheme(page);
  await chooseView(page, "Month");
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  await expectAccessible(page);

  // A phone: the month grid fits without clipping or sideways scrolling.
  for (const width of [360, 430]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const grid = await page.locator("table").first().boundingBox();
    expect(grid && grid.x >= 0 && grid.x + grid.width <= width).toBe(true);
  }
});
