import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import {
  demo,
  expectAccessible,
  horizontalOverflow,
  openAs,
  pageInScheme,
  parseCsv,
  signedInPage,
  signUpAndSignIn,
} from "./fixtures";

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** The export's columns, in order, as a spreadsheet shows them. */
const CSV_HEADER =
  "ID, Title, Severity, Category, Status, Created, User, Description, User Email, URL, Steps to Reproduce, Expected Behaviour, Actual Behaviour";

test.beforeEach(() => {
  // Journeys across two browsers, with many accessibility scans.
  test.slow();
});

function uniqueTitle(prefix: string): string {
  return `${prefix} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A toast with this title is shown; the test then dismisses it, so that the next toast it expects (the same
 * title again, after a second comment) is a new one and not this one still fading out.
 */
async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  const toast = page
    .getByRole("alert")
    .filter({ has: page.getByText(title, { exact: true }) })
    .last();
  await expect(toast).toBeVisible();
  if (message) await expect(toast.getByText(message, { exact: true })).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
}

async function chooseOption(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole("combobox", { name: combobox, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function myReportId(page: Page, title: string): Promise<number> {
  const response = await page.request.get("/api/bug-reports/my-reports");
  expect(response.status()).toBe(200);
  const reports = (await response.json()) as { id: number; title: string }[];
  const report = reports.find((r) => r.title === title);
  expect(report, `the report '${title}'`).toBeTruthy();
  return report?.id ?? 0;
}

test("a user reports a bug with a screenshot; an admin answers, resolves and exports it", async ({
  browser,
}) => {
  const user = await pageInScheme(browser);
  const reporter = await signUpAndSignIn(user, "Bug Reporter");
  const title = uniqueTitle("Save button ignores clicks");

  // The form, opened from the account menu on the goals page: the URL is that page's.
  await user.goto("/goals");
  await user.getByRole("button", { name: /Account menu/ }).click();
  await user.getByRole("menuitem", { name: "Report a Bug" }).click();
  await expect(user.getByRole("heading", { level: 1, name: "Report a Bug" })).toBeVisible();
  await expect(user.getByLabel("URL where the issue occurred")).toHaveValue(/\/goals$/);
  await expect(user.getByRole("combobox", { name: "Severity", exact: true })).toHaveValue("Medium");
  await expect(user.getByRole("combobox", { name: "Category", exact: true })).toHaveValue("Functionality");
  await expect(user.getByText("System Information")).toBeVisible();
  await expect(user.getByTestId("bug-user-agent")).toContainText("Mozilla/5.0");

  // The shared schema's messages.
  await user.getByLabel("Description").fill("short");
  await user.getByRole("button", { name: "Submit Bug Report" }).click();
  await expect(user.getByText("Title is required")).toBeVisible();
  await expect(user.getByText("Description must be at least 10 characters")).toBeVisible();

  // A file of another type is refused before anything is sent.
  const fileInput = user.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(user.getByText("Screenshot must be a PNG, JPEG or WebP image")).toBeVisible();
  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
  PNG.copy(tooLarge);
  await fileInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: tooLarge });
  await expect(user.getByText("Screenshot must be at most 5 MB")).toBeVisible();
  await expect(user.getByRole("img", { name: "Screenshot preview" })).toHaveCount(0);

  await user.getByLabel("Title").fill(title);
  await chooseOption(user, "Severity", "High");
  await chooseOption(user, "Category", "User Interface");
  await user.getByLabel("Description").fill("Clicking Save on the goal dialog does nothing at all.");
  await user.getByLabel("Steps to Reproduce").fill("1. Open a goal\n2. Click Save");
  await user.getByLabel("Expected Behaviour").fill("The goal is saved");
  await user.getByLabel("Actual Behaviour").fill("Nothing happens");
  await fileInput.setInputFiles({ name: "screenshot.png", mimeType: "image/png", buffer: PNG });
  await expect(user.getByRole("img", { name: "Screenshot preview" })).toBeVisible();
  await user.getByRole("button", { name: "Submit Bug Report" }).click();
  await expectToast(
    user,
    "Bug Report Submitted",
    "Thank you for reporting this issue. Our team will review it soon.",
  );
  await expect(user).toHaveURL(/\/$/);
  const id = await myReportId(user, title);

  // The reporter's list and dialog.
  await user.goto("/my-bug-reports");
  await expect(user.getByTestId("bug-counter-total")).toContainText("1");
  await expect(user.getByTestId("bug-counter-open")).toContainText("1");
  const row = user.getByTestId("my-bug-report-row").filter({ hasText: title });
  await expect(row).toContainText(`#${id}`);
  await expect(row).toContainText("High");
  await expect(row).toContainText("Open");
  await expect(row).toContainText("0 comments");
  await row.click();
  const userDialog = user.getByRole("dialog");
  await expect(userDialog.getByRole("img", { name: `Screenshot attached to report #${id}` })).toBeVisible();
  await expect
    .poll(() =>
      userDialog
        .getByRole("img", { name: `Screenshot attached to report #${id}` })
        .evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
    )
    .toBe(1);
  await expect(userDialog.getByRole("button", { name: "Add Comment" })).toBeDisabled();
  await userDialog.getByRole("button", { name: "Close dialog" }).click();

  // The admin filters, changes the status, answers internally and publicly, and resolves.
  const admin = await pageInScheme(browser);
  await openAs(admin, "admin", "/admin/bug-reports", "Bug Management");
  await chooseOption(admin, "Severity", "High");
  await chooseOption(admin, "Status", "Open");
  await expect(admin.getByTestId("bug-showing")).toHaveText(/^Showing \d+ of \d+ reports$/);
  const adminRow = admin.getByTestId("admin-bug-report-row").filter({ hasText: title });
  await expect(adminRow).toBeVisible();
  await chooseOption(admin, "Severity", "Low");
  await expect(adminRow).toBeHidden();
  await chooseOption(admin, "Severity", "All severities");
  await chooseOption(admin, "Status", "All statuses");
  await expect(adminRow).toBeVisible();

  await adminRow.getByRole("combobox", { name: `Status of report #${id}` }).click();
  await admin.getByRole("option", { name: "In Progress", exact: true }).click();
  await expectToast(admin, "Bug report updated successfully");
  await expect(adminRow.getByRole("combobox", { name: `Status of report #${id}` })).toHaveValue(
    "In Progress",
  );

  await adminRow.getByRole("button", { name: `View report #${id}` }).click();
  const adminDialog = admin.getByRole("dialog");
  await expect(adminDialog.getByText("The goal is saved")).toBeVisible();
  await expect(adminDialog.getByText(/Mozilla\/5\.0/)).toBeVisible();
  await expect(adminDialog.getByText(/^Platform: /)).toBeVisible();
  await expect(adminDialog.getByRole("img", { name: `Screenshot attached to report #${id}` })).toBeVisible();

  await adminDialog.getByRole("tab", { name: /Comments/ }).click();
  const commentBox = adminDialog.getByLabel("Add a comment");
  const addComment = adminDialog.getByRole("button", { name: "Add Comment" });
  await commentBox.fill("   ");
  await expect(addComment).toBeDisabled();
  await commentBox.fill("Internal: probably the form's submit handler.");
  await adminDialog.getByLabel("Internal comment (not visible to user)").check();
  await addComment.click();
  await expectToast(admin, "Comment added successfully");
  await expect(
    adminDialog.getByTestId("bug-comment").filter({ hasText: "Internal: probably" }),
  ).toContainText("Internal");
  await commentBox.fill("Thanks, we found the cause and are fixing it.");
  await expect(adminDialog.getByLabel("Internal comment (not visible to user)")).not.toBeChecked();
  await addComment.click();
  await expectToast(admin, "Comment added successfully");
  await expect(adminDialog.getByTestId("bug-comment")).toHaveCount(2);

  await adminDialog.getByRole("tab", { name: "Resolve" }).click();
  const resolveButton = adminDialog.getByRole("button", { name: "Mark as Resolved" });
  await expect(resolveButton).toBeDisabled();
  await adminDialog.getByLabel("Resolution Notes").fill("Fixed the submit handler.");
  await resolveButton.click();
  await expectToast(admin, "Bug report resolved successfully");
  await adminDialog.getByRole("button", { name: "Close dialog" }).click();

  // The export of the filtered list.
  await chooseOption(admin, "Status", "Resolved");
  await chooseOption(admin, "Severity", "High");
  await expect(adminRow).toBeVisible();
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^bug-reports-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.toString("utf8").slice(1));
  expect(rows[0]?.join(", ")).toBe(CSV_HEADER);
  const record = rows.find((r) => r[0] === String(id));
  expect(record).toBeTruthy();
  expect(record?.slice(1, 5)).toEqual([title, "high", "ui", "resolved"]);
  // The reporter by name and e-mail, not an id; the page, the steps (on two lines), expected and actual.
  expect(record?.slice(6)).toEqual([
    "Bug Reporter",
    "Clicking Save on the goal dialog does nothing at all.",
    reporter.email,
    expect.stringMatching(/\/goals$/),
    "1. Open a goal\n2. Click Save",
    "The goal is saved",
    "Nothing happens",
  ]);
  expect(rows.slice(1).every((r) => r[2] === "high" && r[4] === "resolved")).toBe(true);

  // The reporter sees the public answer, labelled, and never the internal one.
  await user.reload();
  const resolvedRow = user.getByTestId("my-bug-report-row").filter({ hasText: title });
  await expect(resolvedRow).toContainText("Resolved");
  await expect(resolvedRow).toContainText("1 comment");
  await expect(user.getByTestId("bug-counter-resolved")).toContainText("1");
  await resolvedRow.click();
  await expect(userDialog.getByText("Admin Response")).toBeVisible();
  await expect(userDialog.getByText("Thanks, we found the cause and are fixing it.")).toBeVisible();
  await expect(userDialog.getByText("Fixed the submit handler.")).toBeVisible();
  await expect(userDialog.getByText(/probably the form's submit handler/)).toHaveCount(0);
  await userDialog.getByLabel("Add a comment").fill("Works for me now, thank you!");
  await userDialog.getByRole("button", { name: "Add Comment" }).click();
  await expectToast(user, "Comment added successfully");
  await expect(userDialog.getByText("Works for me now, thank you!")).toBeVisible();

  await user.context().close();
  await admin.context().close();
});

test("a new user sees the four counters at zero, with the empty state below them", async ({ browser }) => {
  const user = await pageInScheme(browser);
  await signUpAndSignIn(user, "First Timer");
  await user.goto("/my-bug-reports");
  await expect(user.getByRole("heading", { level: 1, name: "My Bug Reports" })).toBeVisible();
  for (const [key, label] of [
    ["total", "Total Reports"],
    ["open", "Open"],
    ["resolved", "Resolved"],
    ["critical", "Critical"],
  ] as const) {
    const counter = user.getByTestId(`bug-counter-${key}`);
    await expect(counter.getByText(label, { exact: true })).toBeVisible();
    await expect(counter.getByText("0", { exact: true })).toBeVisible();
  }
  const empty = user.getByText("No bug reports yet");
  await expect(empty).toBeVisible();
  await expect(user.getByRole("link", { name: "Report Your First Bug" })).toBeVisible();
  // The empty state sits under the counters.
  const counterBox = await user.getByTestId("bug-counter-total").boundingBox();
  const emptyBox = await empty.boundingBox();
  expect(emptyBox?.y ?? 0).toBeGreaterThan((counterBox?.y ?? 0) + (counterBox?.height ?? 0) - 1);
  await user.context().close();
});

for (const scheme of ["light", "dark"] as const) {
  test(`the bug screens and dialogs are accessible (${scheme})`, async ({ browser }) => {
    const user = await pageInScheme(browser, scheme);
    await signUpAndSignIn(user, "Axe Reporter");

    await user.goto("/my-bug-reports");
    await expect(user.getByText("No bug reports yet")).toBeVisible();
    await expect(user.getByRole("link", { name: "Report Your First Bug" })).toBeVisible();
    await expectAccessible(user);

    await user.getByRole("link", { name: "Report New Bug" }).click();
    await expect(user.getByRole("heading", { level: 1, name: "Report a Bug" })).toBeVisible();
    await user.getByRole("button", { name: "Submit Bug Report" }).click();
    await expect(user.getByText("Title is required")).toBeVisible();
    await expectAccessible(user);

    const title = uniqueTitle(`Axe ${scheme}`);
    await user.getByLabel("Title").fill(title);
    await user.getByLabel("Description").fill("A report for the accessibility checks.");
    await user
      .locator('input[type="file"]')
      .setInputFiles({ name: "s.png", mimeType: "image/png", buffer: PNG });
    await expect(user.getByRole("img", { name: "Screenshot preview" })).toBeVisible();
    await expectAccessible(user);
    await user.getByRole("button", { name: "Submit Bug Report" }).click();
    await expectToast(user, "Bug Report Submitted");
    const id = await myReportId(user, title);

    await user.goto("/my-bug-reports");
    await user.getByTestId("my-bug-report-row").filter({ hasText: title }).click();
    await expect(user.getByRole("dialog")).toBeVisible();
    await expectAccessible(user);

    // A non-admin is turned away from the admin screen.
    await user.goto("/admin/bug-reports");
    await expect(user.getByRole("heading", { name: "Access Denied" })).toBeVisible();

    const admin = await signedInPage(browser, demo.admin, scheme);
    await admin.goto("/admin/bug-reports");
    const row = admin.getByTestId("admin-bug-report-row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectAccessible(admin);

    await row.getByRole("button", { name: `View report #${id}` }).click();
    const dialog = admin.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: "Details" })).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole("tab", { name: /Comments/ }).click();
    await expect(dialog.getByLabel("Internal comment (not visible to user)")).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole("tab", { name: "Resolve" }).click();
    await expect(dialog.getByLabel("Resolution Notes")).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole("button", { name: "Close dialog" }).click();

    // Phone layouts: nothing wider than the screen.
    await admin.setViewportSize({ width: 375, height: 740 });
    await user.setViewportSize({ width: 375, height: 740 });
    for (const [page, path] of [
      [admin, "/admin/bug-reports"],
      [user, "/my-bug-reports"],
      [user, "/bug-report"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("form, ul").first()).toBeVisible();
      expect(await horizontalOverflow(page), `${path} on a phone`).toBeLessThanOrEqual(0);
    }
    await expectAccessible(admin);

    // Filters that match nothing.
    await chooseOption(admin, "Status", "Closed");
    await chooseOption(admin, "Severity", "Critical");
    await expect(admin.getByText("No bug reports found matching the current filters.")).toBeVisible();
    await expectAccessible(admin);

    await user.context().close();
    await admin.context().close();
  });
}
