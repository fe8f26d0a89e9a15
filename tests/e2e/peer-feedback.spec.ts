import { expect, test, type Locator, type Page } from "@playwright/test";
import { writeLocalStorage } from "./core-journey.fixtures";
import { expectAccessible, signUpAndSignIn, uniqueEmail, COLOR_SCHEME_KEY, pageInScheme } from "./fixtures";
import { waitForMail } from "./mailbox";

const REQUESTER = "Robin Requester";

test.beforeEach(() => {
  // Whole journeys across two browsers, with many accessibility scans.
  test.slow();
});

/** The /feedback link of the newest e-mail delivered to `to` whose link differs from `not`. */
async function deliveredLink(to: string, not?: string): Promise<string> {
  const mail = await waitForMail((m) => m.to === to.toLowerCase() && linkOf(m.links) !== not);
  const link = linkOf(mail.links);
  expect(link, `a /feedback link in the e-mail to ${to}`).toBeTruthy();
  return link ?? "";
}

function linkOf(links: readonly string[]): string | undefined {
  return links.find((link) => new URL(link).pathname === "/feedback");
}

async function requestFeedbackInDialog(
  page: Page,
  reviewer: { email: string; name?: string; relationship: string; message?: string },
): Promise<void> {
  await page.getByRole("button", { name: "Request Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Feedback" });
  await dialog.getByLabel("Reviewer email").fill(reviewer.email);
  if (reviewer.name) await dialog.getByLabel("Reviewer name").fill(reviewer.name);
  await dialog.getByRole("combobox", { name: "Relationship" }).click();
  await page.getByRole("option", { name: reviewer.relationship, exact: true }).click();
  if (reviewer.message) await dialog.getByLabel("Message").fill(reviewer.message);
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Feedback Request Sent", { exact: true })).toBeVisible();
  await expect(page.getByText("Your feedback request has been sent successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
}

function requestItem(page: Page, reviewer: string): Locator {
  return page
    .getByRole("region", { name: "Feedback Requests" })
    .getByRole("listitem")
    .filter({ hasText: reviewer });
}

test("a reviewer answers anonymously from the e-mailed link; the requester sees it without a name", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, REQUESTER);
  await page.goto("/peer-feedback");
  await expect(page.getByRole("heading", { level: 1, name: "Peer Feedback" })).toBeVisible();
  await expect(page.getByText("No feedback requests yet")).toBeVisible();
  await expect(page.getByText("No feedback received yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "How anonymity works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open 360 reviews" })).toHaveAttribute("href", "/360");
  await expectAccessible(page);

  // The dialog refuses missing required fields, then sends.
  await page.getByRole("button", { name: "Request Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Feedback" });
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
  await expect(page.getByText("Please fill in the required fields")).toBeVisible();
  await expect(dialog.getByText("Reviewer email is required")).toBeVisible();
  await expect(dialog.getByText("Choose how the reviewer knows you")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const reviewerEmail = uniqueEmail("reviewer");
  await requestFeedbackInDialog(page, {
    email: reviewerEmail,
    name: "Kim Reviewer",
    relationship: "Direct report",
    message: "How do I come across in our retros?",
  });
  const item = requestItem(page, "Kim Reviewer");
  await expect(item.getByText(reviewerEmail)).toBeVisible();
  await expect(item.getByText("Direct report")).toBeVisible();
  await expect(item.getByText("Pending")).toBeVisible();
  await expect(item.getByText(/^Expires /)).toBeVisible();
  await expect(item.getByRole("button", { name: /^Resend/ })).toBeVisible();
  await expect(item.getByRole("button", { name: /^Cancel/ })).toBeVisible();

  // The reviewer, in a browser of their own, opens the link the e-mail delivered.
  const link = await deliveredLink(reviewerEmail);
  const reviewer = await pageInScheme(browser);
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { level: 1, name: "Share Your Feedback" })).toBeVisible();
  await expect(reviewer.getByText(`${REQUESTER} asked for your feedback`)).toBeVisible();
  await expect(reviewer.getByText("Direct report")).toBeVisible();
  await expect(reviewer.getByText("How do I come across in our retros?")).toBeVisible();
  await expect(reviewer.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  const anonymous = reviewer.getByRole("checkbox", {
    name: "Submit this feedback anonymously (recommended)",
  });
  await expect(anonymous).toBeChecked();
  await expectAccessible(reviewer);

  // No rating yet: refused, with the documented toast.
  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByText("Missing Rating", { exact: true })).toBeVisible();
  await expect(reviewer.getByRole("radiogroup", { name: "Overall rating" })).toBeVisible();
  await expectAccessible(reviewer);

  await reviewer.getByRole("radio", { name: "4 – Very Good" }).check();
  await reviewer.getByLabel("Strengths").fill("Keeps retros calm and focused.");
  await reviewer.getByLabel("Areas for development").fill("Let others speak first.");

  // The preview is the requester's card: 'Anonymous', the rating, the words, and the caveats.
  await reviewer.getByRole("button", { name: "Preview what they will see" }).click();
  const preview = reviewer.getByRole("dialog", { name: `What ${REQUESTER} will see` });
  const card = preview.getByRole("article");
  await expect(card.getByRole("heading", { name: "Anonymous" })).toBeVisible();
  await expect(card.getByText("4 out of 5 · Very Good")).toBeVisible();
  await expect(card.getByText("Keeps retros calm and focused.")).toBeVisible();
  await expect(preview.getByText("Kim Reviewer")).toHaveCount(0);
  await expect(preview.getByText(/fewer than 3 people in the “direct report” group/)).toBeVisible();
  await expectAccessible(reviewer);
  await preview.getByRole("button", { name: "Back to the form" }).click();
  await expect(preview).toBeHidden();

  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByRole("heading", { name: "Feedback Submitted" })).toBeVisible();
  await expect(reviewer.getByText("Thank you for your valuable feedback!", { exact: true })).toBeVisible();
  await expectAccessible(reviewer);

  // The link worked once: opened again, it is unavailable, with the server's reason.
  await reviewer.goto(link);
  await expect(reviewer.getByRole("heading", { name: "Feedback Unavailable" })).toBeVisible();
  await expect(reviewer.getByText(/already been submitted/)).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.context().close();

  // The requester: the answer, without a name; the request completed, without expiry or actions.
  await page.reload();
  const received = page.getByRole("region", { name: "Received Feedback" });
  const answer = received.getByRole("article");
  await expect(answer).toHaveCount(1);
  await expect(answer.getByRole("heading", { name: "Anonymous" })).toBeVisible();
  await expect(answer.getByText("4 out of 5 · Very Good")).toBeVisible();
  await expect(answer.getByText("Keeps retros calm and focused.")).toBeVisible();
  await expect(answer.getByText("Let others speak first.")).toBeVisible();
  await expect(received.getByText("Kim Reviewer")).toHaveCount(0);
  // One anonymous answer from direct reports: too few to show the group.
  await expect(answer.getByText("Direct report")).toHaveCount(0);
  await expect(item.getByText("Completed")).toBeVisible();
  await expect(item.getByText(/^Expires /)).toHaveCount(0);
  await expect(item.getByRole("button")).toHaveCount(0);
  await expectAccessible(page);
});

test("resend replaces the link, cancel withdraws it; broken links say so; light and dark", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, REQUESTER);
  await page.goto("/peer-feedback");
  const reviewerEmail = uniqueEmail("peer");
  await requestFeedbackInDialog(page, { email: reviewerEmail, relationship: "Peer" });
  const item = requestItem(page, reviewerEmail);
  await expect(item.getByText("Pending")).toBeVisible();
  const firstLink = await deliveredLink(reviewerEmail);

  // The form in the dark scheme, with its errors and its preview open.
  const reviewer = await pageInScheme(browser, "dark");
  await reviewer.goto(firstLink);
  await expect(reviewer.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(reviewer.getByRole("heading", { level: 1, name: "Share Your Feedback" })).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByText("Missing Rating", { exact: true })).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.getByRole("radio", { name: "2 – Fair" }).check();
  await reviewer.getByRole("checkbox", { name: "Submit this feedback anonymously (recommended)" }).uncheck();
  await reviewer.getByRole("button", { name: "Preview what they will see" }).click();
  const preview = reviewer.getByRole("dialog", { name: `What ${REQUESTER} will see` });
  await expect(preview.getByRole("heading", { name: "Your name" })).toBeVisible();
  await expect(preview.getByText(`${REQUESTER} sees your name`, { exact: false })).toBeVisible();
  await expectAccessible(reviewer);
  await preview.getByRole("button", { name: "Back to the form" }).click();

  // Resend: a new e-mail, and the old link stops working.
  await item.getByRole("button", { name: /^Resend/ }).click();
  await expect(page.getByText("Feedback Request Resent", { exact: true })).toBeVisible();
  const secondLink = await deliveredLink(reviewerEmail, firstLink);
  await reviewer.goto(firstLink);
  await expect(reviewer.getByRole("heading", { name: "Feedback Unavailable" })).toBeVisible();
  await expectAccessible(reviewer);

  // Cancel, after confirming: the new link is withdrawn too.
  await item.getByRole("button", { name: /^Cancel/ }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel feedback request?" });
  await expect(confirm.getByRole("button", { name: "Keep Request" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel Request" }).click();
  await expect(page.getByText("Feedback Request Cancelled", { exact: true })).toBeVisible();
  await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(item.getByText(/^Expires /)).toHaveCount(0);
  await expect(item.getByRole("button")).toHaveCount(0);
  await reviewer.goto(secondLink);
  await expect(reviewer.getByRole("heading", { name: "Feedback Unavailable" })).toBeVisible();
  await expect(reviewer.getByText("This feedback request was withdrawn.")).toBeVisible();

  // No token, or one that is not ours: 'Invalid Link', in both schemes.
  for (const target of ["/feedback", "/feedback?token=not-a-token"]) {
    await reviewer.goto(target);
    await expect(reviewer.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(
      reviewer.getByText("This feedback link is invalid or incomplete. Please check the URL and try again."),
    ).toBeVisible();
  }
  await expectAccessible(reviewer);
  await writeLocalStorage(reviewer, { [COLOR_SCHEME_KEY]: "light" });
  await reviewer.reload();
  await expect(reviewer.locator("html")).toHaveAttribute("data-mantine-color-scheme", "light");
  await expect(reviewer.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.goto(secondLink);
  await expect(reviewer.getByRole("heading", { name: "Feedback Unavailable" })).toBeVisible();
  await expectAccessible(reviewer);
  await reviewer.context().close();

  // The requester's screen and dialog in the dark scheme.
  await writeLocalStorage(page, { [COLOR_SCHEME_KEY]: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(item.getByText("Cancelled", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Request Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Request Feedback" });
  await dialog.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Missing Information", { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("a 360 invitation asks for every behaviour, by category, and says when answers are shown", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, REQUESTER);
  const endDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post("/trpc/reviews360.create", {
    data: { title: "Spring 360", endDate },
  });
  expect(created.status(), await created.text()).toBe(200);
  const cycleId = ((await created.json()) as { result: { data: { id: number } } }).result.data.id;
  const reviewerEmail = uniqueEmail("rater");
  const invited = await page.request.post("/trpc/reviews360.invite", {
    data: { cycleId, reviewers: [{ reviewerEmail, relationship: "peer" }] },
  });
  expect(invited.status(), await invited.text()).toBe(200);

  const reviewer = await pageInScheme(browser);
  await reviewer.goto(await deliveredLink(reviewerEmail));
  await expect(reviewer.getByRole("heading", { level: 1, name: "Share Your Feedback" })).toBeVisible();
  await expect(reviewer.getByText("Spring 360")).toBeVisible();
  const behaviours = reviewer.locator("fieldset").getByRole("radiogroup");
  const count = await behaviours.count();
  expect(count).toBeGreaterThan(1);
  await expectAccessible(reviewer);

  // Everything but the last behaviour: refused, naming what is missing.
  await reviewer.getByRole("radio", { name: "5 – Excellent" }).check();
  for (let index = 0; index < count - 1; index += 1) {
    await behaviours.nth(index).getByRole("radio").nth(3).check();
  }
  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByText("Missing Ratings", { exact: true })).toBeVisible();
  await expect(reviewer.getByText(/^Rate every behaviour: .+ is missing$/)).toBeVisible();
  await expect(reviewer.getByText("Please rate this behaviour")).toHaveCount(1);
  await expect(behaviours.nth(count - 1)).toHaveAccessibleDescription(/Please rate this behaviour/);
  await expectAccessible(reviewer);

  // The preview is exactly what the requester gets: words in the report's pooled lists, no card of its
  // own, no name, no 'Peer' label.
  await reviewer.getByLabel("Strengths").fill("Shares the credit.");
  await reviewer.getByRole("button", { name: "Preview what they will see" }).click();
  const preview = reviewer.getByRole("dialog", { name: `What ${REQUESTER} will see` });
  const pooled = preview.getByRole("region", { name: "In the 360 report" });
  await expect(pooled.getByRole("list", { name: "Strengths" }).getByRole("listitem")).toHaveText([
    "Shares the credit.",
  ]);
  await expect(preview.getByRole("article")).toHaveCount(0);
  await expect(preview.getByText("Peer", { exact: true })).toHaveCount(0);
  await expect(preview.getByRole("heading", { name: "Anonymous" })).toHaveCount(0);
  await expect(
    preview.getByText(/only once at least 3 reviewers have answered, pooled and without names/),
  ).toBeVisible();
  await expectAccessible(reviewer);
  await preview.getByRole("button", { name: "Back to the form" }).click();

  await behaviours
    .nth(count - 1)
    .getByRole("radio")
    .nth(4)
    .check();
  await reviewer.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(reviewer.getByRole("heading", { name: "Feedback Submitted" })).toBeVisible();
  await reviewer.context().close();

  // The same form in the dark scheme, for a second reviewer.
  const second = uniqueEmail("rater");
  const again = await page.request.post("/trpc/reviews360.invite", {
    data: { cycleId, reviewers: [{ reviewerEmail: second, relationship: "manager" }] },
  });
  expect(again.status(), await again.text()).toBe(200);
  const dark = await pageInScheme(browser, "dark");
  await dark.goto(await deliveredLink(second));
  await expect(dark.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(dark.getByText("Spring 360")).toBeVisible();
  await dark.getByRole("button", { name: "Submit Feedback" }).click();
  await expect(dark.getByText("Missing Rating", { exact: true })).toBeVisible();
  await expectAccessible(dark);
  await dark.context().close();
});
