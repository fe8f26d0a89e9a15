import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { expectAccessible, signUpAndSignIn, uniqueEmail, COLOR_SCHEME_KEY } from "./fixtures";
import { writeLocalStorage } from "./core-journey.fixtures";
import { waitForMail } from "./mailbox";

const REQUESTER = "Jordan Lead";

/** The self-assessment's and the reviewers' scale, as the radios read. */
const scale = { 1: "1 · Rarely", 3: "3 · Often", 4: "4 · Usually", 5: "5 · Consistently" } as const;

test.beforeEach(() => {
  // A whole journey across four browsers, with many accessibility scans.
  test.slow();
});

/** 'YYYY-MM-DD', `days` from today (the date field's value). */
function dayFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

async function useScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await writeLocalStorage(page, { [COLOR_SCHEME_KEY]: scheme });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
}

/** Checks the radio of `label` in every radio group of `scope` but those named in `skip`. */
async function rateAll(scope: Locator, label: string, skip: RegExp): Promise<void> {
  const groups = scope.getByRole("radiogroup");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const name = (await group.getAttribute("aria-labelledby")) ?? "";
    const text = name ? ((await scope.page().locator(`[id="${name}"]`).textContent()) ?? "") : "";
    if (skip.test(text)) continue;
    await group.getByRole("radio", { name: label }).check();
  }
}

/** The report's radar chart, drawn (its chunk loads lazily): you and the reviewers. */
async function expectRadar(page: Page): Promise<Locator> {
  const radar = page.getByRole("img", { name: /^Radar chart of your ratings/ });
  await expect(radar).toBeVisible();
  await expect(radar.locator(".recharts-radar")).toHaveCount(2);
  return radar;
}

/** The /feedback link of the newest e-mail delivered to `to`. */
async function deliveredLink(to: string): Promise<string> {
  const mail = await waitForMail((m) => m.to === to.toLowerCase() && m.links.some(isFeedbackLink));
  return mail.links.find(isFeedbackLink) ?? "";
}

function isFeedbackLink(link: string): boolean {
  return new URL(link).pathname === "/feedback";
}

/**
 * A reviewer, in a browser of their own, answers from the e-mailed link: every behaviour 3 ('Often'),
 * except Delegation 3 and Empathy 4, which the self-assessment rates 5 and 1.
 */
async function answerAsReviewer(
  browser: Browser,
  email: string,
  strengths: string,
  scheme: "light" | "dark",
) {
  const link = await deliveredLink(email);
  expect(link, `a /feedback link in the e-mail to ${email}`).toBeTruthy();
  const context = await browser.newContext();
  if (scheme === "dark") {
    await context.addInitScript((key) => {
      (
        globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
      ).localStorage.setItem(key, "dark");
    }, COLOR_SCHEME_KEY);
  }
  const reviewer = await context.newPage();
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { level: 1, name: "Share Your Feedback" })).toBeVisible();
  await expect(reviewer.getByText(`${REQUESTER} asked for your feedback`)).toBeVisible();
  await expect(reviewer.getByRole("radiogroup")).toHaveCount(17);

  await reviewer.getByRole("radio", { name: "4 – Very Good" }).check();
  await rateAll(reviewer.locator("form"), scale[3], /^Overall rating|^Notices when someone/);
  const empathy = reviewer.getByRole("radiogroup", { name: /^Notices when someone is struggling/ });
  await empathy.getByRole("radio", { name: scale[4] }).check();
  await reviewer.getByLabel("Strengths").fill(strengths);
  await expect(
    reviewer.getByRole("checkbox", { name: "Submit this feedback anonymously (recommended)" }),
  ).toBeChecked();
  if (scheme === "dark") await expectAccessible(reviewer);
  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByRole("heading", { name: "Feedback Submitted" })).toBeVisible();
  await context.close();
}

test("a 360 from creation to a released report with 3 reviewers; light and dark", async ({
  page,
  browser,
}) => {
  // The longest journeys: three times the default upper bound.
  test.slow();
  await signUpAndSignIn(page, REQUESTER);

  // The list: empty, then 'Start a 360 review'.
  await page.goto("/360");
  await expect(page.getByRole("heading", { level: 1, name: "360 Reviews" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No 360 reviews yet" })).toBeVisible();
  await expectAccessible(page);
  await useScheme(page, "dark");
  await expectAccessible(page);
  await useScheme(page, "light");

  await page.getByRole("button", { name: "Start a 360 review" }).click();
  const dialog = page.getByRole("dialog", { name: "Start a 360 review" });
  await dialog.getByRole("button", { name: "Start review" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await expect(dialog.getByText("End date is required")).toBeVisible();
  await expect(dialog.getByLabel(/^Target number of reviewers/)).toHaveValue("5");
  await expectAccessible(page);
  await dialog.getByLabel(/^Title/).fill("Q1 leadership 360");
  await dialog.getByLabel(/^Description/).fill("Before the staff engineer promotion panel.");
  await dialog.getByLabel(/^End date/).fill(dayFromNow(30));
  await dialog.getByRole("button", { name: "Start review" }).click();
  await expect(page.getByText("360 review started", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/360\/\d+/);
  const cycleUrl = new URL(page.url()).pathname;

  // Step 1: the self-assessment, 16 behaviours in 4 categories.
  await expect(page.getByRole("heading", { level: 1, name: "Q1 leadership 360" })).toBeVisible();
  await expect(page.getByText("0 of 5 answered")).toBeVisible();
  await expect(page.getByRole("tab", { name: "1. Self-assessment", selected: true })).toBeVisible();
  const selfForm = page.getByRole("form", { name: "Self-assessment" });
  for (const category of [
    "Communication",
    "Leadership Presence",
    "Emotional Intelligence",
    "Problem Solving",
  ]) {
    await expect(selfForm.getByRole("group", { name: category })).toBeVisible();
  }
  await expect(selfForm.getByRole("radiogroup")).toHaveCount(17);
  await selfForm.getByRole("button", { name: "Submit self-assessment" }).click();
  await expect(selfForm.getByText("Rate every behaviour before you submit.")).toBeVisible();
  // Keyboard users land on the first behaviour left unrated.
  await expect(
    selfForm
      .getByRole("radiogroup", { name: /^Active Listening/ })
      .getByRole("radio")
      .first(),
  ).toBeFocused();
  await expectAccessible(page);

  await rateAll(selfForm, scale[3], /^Overall, how would you rate|^Delegation and Empowerment|^Empathy/);
  await selfForm
    .getByRole("radiogroup", { name: /^Delegation and Empowerment/ })
    .getByRole("radio", { name: scale[5] })
    .check();
  await selfForm
    .getByRole("radiogroup", { name: /^Empathy/ })
    .getByRole("radio", { name: scale[1] })
    .check();
  await expect(selfForm.getByText("Rated 16 of 16.")).toBeVisible();
  await selfForm.getByRole("radio", { name: "4 · Very Good" }).check();
  await selfForm.getByLabel(/^Reflection/).fill("I suspect I take work back when a deadline looms.");
  await selfForm.getByRole("button", { name: "Submit self-assessment" }).click();
  await expect(page.getByText("Self-assessment saved", { exact: true })).toBeVisible();

  // Step 2: invite three reviewers.
  await expect(page.getByRole("tab", { name: "2. Reviewers", selected: true })).toBeVisible();
  const invite = page.getByRole("form", { name: "Invite reviewers" });
  const reviewers = [
    { email: uniqueEmail("rev-a"), name: "Alex Peer", relationship: "Peer" },
    { email: uniqueEmail("rev-b"), name: "Blair Peer", relationship: "Peer" },
    { email: uniqueEmail("rev-c"), name: "Casey Report", relationship: "Direct report" },
  ];
  await expect(invite.getByRole("group", { name: /^Reviewer \d$/ })).toHaveCount(3);
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(invite.getByText("Reviewer email is required").first()).toBeVisible();
  await expectAccessible(page);
  for (const [index, reviewer] of reviewers.entries()) {
    const n = index + 1;
    await invite.getByLabel(new RegExp(`^Reviewer ${n} email`)).fill(reviewer.email);
    await invite.getByLabel(new RegExp(`^Reviewer ${n} name`)).fill(reviewer.name);
    await invite.getByRole("combobox", { name: new RegExp(`^Reviewer ${n} relationship`) }).click();
    await page.getByRole("option", { name: reviewer.relationship, exact: true }).click();
  }
  await invite.getByLabel(/^Message/).fill("Please be candid: I want to grow as a lead.");
  await invite.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("Invitations sent", { exact: true })).toBeVisible();
  const invited = page.getByRole("table", { name: /^Invited reviewers/ });
  await expect(invited.getByRole("row")).toHaveCount(4);
  await expect(invited.getByText("Casey Report")).toBeVisible();
  // Counts only: the list never says who answered.
  const answers = page.getByRole("region", { name: "Answers" });
  await expect(answers.getByText("3 invited, 0 answered, 3 still open")).toBeVisible();

  // Step 3: locked until 3 reviewers have answered.
  await page.getByRole("tab", { name: /3\. Report/ }).click();
  await expect(page.getByText("3 reviewers needed before results are shown (0 so far)")).toBeVisible();
  await expectAccessible(page);

  await answerAsReviewer(browser, reviewers[0]!.email, "Explains trade-offs clearly to product.", "light");
  await answerAsReviewer(browser, reviewers[1]!.email, "Calm in incidents.", "dark");
  await page.reload();
  await expect(page.getByText("3 reviewers needed before results are shown (2 so far)")).toBeVisible();
  await expect(page.getByText("Calm in incidents.")).toHaveCount(0);
  await answerAsReviewer(browser, reviewers[2]!.email, "Always makes time for 1:1s.", "light");

  // Released: the radar, the figures, blind spots and hidden strengths, comments without names.
  await page.reload();
  await expect(page.getByText("3 of 5 answered")).toBeVisible();
  await expect(page.getByRole("tab", { name: /3\. Report/, selected: true })).toBeVisible();
  await expect(
    page.getByText(
      /^Results include 3 answers, released .+; the next update comes when 3 more answers arrive\.$/,
    ),
  ).toBeVisible();
  const radar = await expectRadar(page);
  await expect(radar).toHaveAccessibleName(/Emotional Intelligence: you 2\.5, reviewers 3\.3/);

  const skills = page.getByRole("table", { name: "Averages by behaviour" });
  const delegation = skills.getByRole("row", { name: /^Delegation and Empowerment/ });
  await expect(delegation.getByRole("cell")).toHaveText(["5.0", "3.0", "+2.0"]);
  const empathy = skills.getByRole("row", { name: /^Empathy/ });
  await expect(empathy.getByRole("cell")).toHaveText(["1.0", "4.0", "−3.0"]);
  const categories = page.getByRole("table", { name: "Averages by category" });
  // Leadership Presence: self (3+5+3+3)/4 = 3.5, reviewers 3: a gap of 0.5.
  await expect(categories.getByRole("row", { name: /^Leadership Presence/ }).getByRole("cell")).toHaveText([
    "3.5",
    "3.0",
    "+0.5",
  ]);

  const blindSpots = page.getByRole("region", { name: "Blind spots" });
  await expect(blindSpots.getByRole("listitem")).toHaveCount(1);
  await expect(blindSpots.getByRole("listitem")).toContainText("Delegation and Empowerment");
  const hidden = page.getByRole("region", { name: "Hidden strengths" });
  await expect(hidden.getByRole("listitem")).toHaveCount(1);
  await expect(hidden.getByRole("listitem")).toContainText("Empathy");

  // Peers are 2 and direct reports 1: no group is shown on its own.
  await expect(page.getByText("No group has 3 answers of its own yet")).toBeVisible();
  const strengths = page.getByRole("list", { name: "Strengths" });
  await expect(strengths.getByRole("listitem")).toHaveText([
    "Always makes time for 1:1s.",
    "Calm in incidents.",
    "Explains trade-offs clearly to product.",
  ]);
  const report = page.getByRole("tabpanel", { name: /3\. Report/ });
  for (const reviewer of reviewers) {
    await expect(report.getByText(reviewer.name)).toHaveCount(0);
    await expect(report.getByText(reviewer.email)).toHaveCount(0);
  }
  await expectAccessible(page);
  await useScheme(page, "dark");
  await expectRadar(page);
  await expectAccessible(page);
  await page.getByRole("tab", { name: "2. Reviewers" }).click();
  await expect(answers.getByText("3 invited, 3 answered, 0 still open")).toBeVisible();
  await expect(page.getByRole("table", { name: /^Invited reviewers/ }).getByText("Answered")).toHaveCount(0);
  await expect(answers.getByRole("button", { name: "Remind those who have not answered" })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole("tab", { name: "1. Self-assessment" }).click();
  await expect(page.getByRole("table", { name: "Your self-assessment" })).toBeVisible();
  await expectAccessible(page);
  await useScheme(page, "light");

  // A fourth reviewer: one reminder for everyone who has not answered, then at most once a day.
  const fourth = uniqueEmail("rev-d");
  const cycleId = Number(new URL(page.url()).pathname.split("/").pop());
  const more = await page.request.post("/trpc/reviews360.invite", {
    data: { cycleId, reviewers: [{ reviewerEmail: fourth, relationship: "peer" }] },
  });
  expect(more.status(), await more.text()).toBe(200);
  await page.getByRole("tab", { name: "2. Reviewers" }).click();
  await page.reload();
  await expect(answers.getByText("4 invited, 3 answered, 1 still open")).toBeVisible();
  await answers.getByRole("button", { name: "Remind those who have not answered" }).click();
  await expect(page.getByText("Reminders sent", { exact: true })).toBeVisible();
  await expect(answers.getByRole("button", { name: "Remind those who have not answered" })).toBeDisabled();
  await expect(answers.getByText(/the next reminder can go out after/)).toBeVisible();
  await expectAccessible(page);

  // The fourth answer alone changes nothing in the report: it waits for two more.
  await answerAsReviewer(browser, fourth, "Asks good questions.", "light");
  await page.getByRole("tab", { name: /3\. Report/ }).click();
  await page.reload();
  await expect(page.getByText(/^Results include 3 answers, released/)).toBeVisible();
  await expect(page.getByText("Asks good questions.")).toHaveCount(0);

  // Close the review: confirmation first; the report stays.
  await page.getByRole("button", { name: "Close review" }).click();
  const confirm = page.getByRole("dialog", { name: "Close this 360 review?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Close review" }).click();
  await expect(page.getByText("360 review closed", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Close review" })).toHaveCount(0);
  // The leftover answer is never pooled: closing must not let it be worked out by subtraction.
  await expect(page.getByText(/^1 answer arrived too late to be included/)).toBeVisible();
  await expect(page.getByText("Asks good questions.")).toHaveCount(0);

  await page.goto("/360");
  const card = page.getByRole("article", { name: "Q1 leadership 360" });
  await expect(card.getByText("Closed", { exact: true })).toBeVisible();
  await expect(card.getByText("4 of 5 answered")).toBeVisible();
  await expectAccessible(page);
  await card.getByRole("link", { name: "Q1 leadership 360" }).click();
  await expect(page).toHaveURL(new RegExp(`${cycleUrl}`));
  await expectRadar(page);
});

test("another user's review is not found; the user menu leads to /360", async ({ page }) => {
  await signUpAndSignIn(page, "Nosy Neighbour");
  await page.goto("/360/999999");
  await expect(page.getByRole("heading", { level: 1, name: "360 review not found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /^Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "360 Reviews" }).click();
  await expect(page).toHaveURL(/\/360$/);
  await expect(page.getByRole("heading", { level: 1, name: "360 Reviews" })).toBeVisible();
});
