import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { useDarkScheme } from "./core-journey.fixtures";
import { demo, expectAccessible, signInViaApi, signUpAndSignIn, openAs, parseCsv } from "./fixtures";

test.beforeEach(() => {
  test.slow();
});

test("the super admin reads the dashboard, downloads the e-mails and opens the demo credentials; light and dark", async ({
  page,
}) => {
  await openAs(page, "superAdmin", "/admin", "Admin Dashboard");
  await expect(page.getByText("Platform Healthy")).toBeVisible();
  await expect(page.getByText("Super Admin", { exact: true })).toBeVisible();
  for (const label of [
    "Total Users",
    "Active Users (last 30 days)",
    "Assessments Taken",
    "Lessons Completed",
  ])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const heading of ["User Growth", "Platform Health", "Top Performers", "Recent User Activity"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText("User Engagement")).toBeVisible();
  await expect(page.getByText("Lesson Completion")).toBeVisible();
  await expect(page.getByText("6 mo ago")).toBeVisible();
  await expect(page.getByText("Last month")).toBeVisible();
  await expectAccessible(page);

  // Download Emails: the file is user_emails.csv, UTF-8 with a BOM, one row per account.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Emails" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("user_emails.csv");
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parseCsv(bytes.toString("utf8").slice(1));
  expect(records[0]).toEqual(["id", "name", "email", "username", "role", "active", "created_at"]);
  const emails = records.slice(1).map((r) => r[2]);
  expect(emails).toEqual(expect.arrayContaining([demo.superAdmin.email, demo.admin.email, demo.user.email]));
  await expect(page.getByText("User emails downloaded successfully")).toBeVisible();

  // Demo Users: the seed's accounts with their passwords.
  await page.getByRole("button", { name: "Demo Users" }).click();
  const dialog = page.getByRole("dialog", { name: "Demo & Test User Credentials" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(demo.user.email)).toBeVisible();
  await expect(dialog.getByText(demo.user.password, { exact: true })).toBeVisible();
  await expect(dialog.getByText(demo.superAdmin.password, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await useDarkScheme(page);
  await expect(page.getByText("Platform Healthy")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top Performers" })).toBeVisible();
  await expectAccessible(page);
});

test("an admin opens a user's view and the user sees it in their profile; light and dark", async ({
  page,
  browser,
}) => {
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signUpAndSignIn(userPage, "Viewed Person");
  const me = (await (await userPage.request.get("/api/auth/user")).json()) as { id: number };
  const userId = me.id;

  await signInViaApi(page, demo.admin.email, demo.admin.password);
  await page.goto("/admin");
  await expect(page.getByText("Platform Healthy")).toBeVisible();
  // An admin has neither the e-mails nor the demo credentials.
  await expect(page.getByRole("button", { name: "Download Emails" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Demo Users" })).toHaveCount(0);
  // The dashboard leads to the analytics, which the top bar does not list.
  await page.getByRole("link", { name: "Advanced Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Advanced Analytics" })).toBeVisible();

  await page.goto(`/admin/user/${userId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Viewed Person" })).toBeVisible();
  for (const label of ["Overall Score", "Completed Lessons", "Active Goals", "Streak Days"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("0%")).toBeVisible();
  await expect(page.getByText("No recommendations available")).toBeVisible();
  await expectAccessible(page);
  await useDarkScheme(page);
  await expect(page.getByRole("heading", { level: 1, name: "Viewed Person" })).toBeVisible();
  await expectAccessible(page);

  await userPage.goto("/profile");
  const log = userPage.getByRole("region", { name: "Who viewed your data" });
  await expect(log.getByText(`${demo.admin.name} (Admin)`).first()).toBeVisible();
  await expect(log.getByText("Dashboard").first()).toBeVisible();
  await expectAccessible(userPage);
  await userContext.close();

  await page.goto("/admin/user/999999");
  await expect(page.getByRole("heading", { name: "User Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a plain user is refused both admin screens", async ({ page }) => {
  await openAs(page, "user", "/admin", "Access Denied");
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await page.goto("/admin/user/1");
  await expect(page.getByText("You don't have permission to view user dashboards.")).toBeVisible();
  expect((await page.request.get("/api/admin/analytics")).status()).toBe(403);
  expect((await page.request.get("/api/admin/download-emails")).status()).toBe(403);
  await expectAccessible(page);
});
