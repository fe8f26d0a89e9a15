import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { useDarkScheme } from "./core-journey.fixtures";
import {
  callTrpc,
  demo,
  enrolInProgram,
  expectAccessible,
  openAs,
  parseCsv,
  runTag,
  signedInPage,
  signUpPeople,
} from "./fixtures";

const TABS = ["Overview", "Engagement", "Skills", "Cohorts", "Retention"] as const;

/** What each tab shows once loaded: its figures, or its documented empty sentence. */
const loaded: Record<(typeof TABS)[number], RegExp> = {
  Overview: /Organisation Report/,
  Engagement: /Total Sessions|No engagement data available for the selected period/,
  Skills: /Skills Tracked|No skill data available/,
  Cohorts: /Engagement|No cohort data available/,
  Retention: /Overall Retention Rate|No retention data available/,
};

async function openTab(page: Page, name: (typeof TABS)[number]): Promise<void> {
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText(loaded[name]).first()).toBeVisible();
  await expect(panel.locator("[aria-busy='true']")).toHaveCount(0);
}

async function visitEveryTab(page: Page): Promise<void> {
  for (const name of TABS) {
    await openTab(page, name);
    await expectAccessible(page);
  }
}

test.beforeEach(() => {
  // Ten accessibility scans.
  test.slow();
});

test("an admin reads every tab, changes the period and exports a report; light and dark", async ({
  page,
}) => {
  await openAs(page, "admin", "/analytics", "Advanced Analytics");
  await expect(page.getByText(/from previous 30 days|None in the previous 30 days/).first()).toBeVisible();
  await visitEveryTab(page);

  // The tabs answer the keyboard.
  await page.getByRole("tab", { name: "Retention" }).focus();
  await page.keyboard.press("Home");
  await expect(page.getByRole("tab", { name: "Overview" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tab", { name: "Engagement" })).toHaveAttribute("aria-selected", "true");

  // A longer period: the start moves to the first day of its month.
  await openTab(page, "Overview");
  const rangeButton = page.getByRole("button", { name: /^Date range:/ });
  const before = await rangeButton.textContent();
  await rangeButton.click();
  const picker = page.getByRole("dialog", { name: /^Date range:/ });
  await expect(picker).toBeVisible();
  const startCalendar = picker.getByRole("group", { name: "Start date" });
  await startCalendar
    .getByRole("button", { name: /^[A-Z][a-z]+, 1 [A-Z][a-z]+ \d{4}$/ })
    .first()
    .click();
  await expectAccessible(page);
  await picker.getByRole("button", { name: "Done" }).click();
  await expect(picker).toBeHidden();
  await expect(rangeButton).not.toHaveText(before ?? "");
  await expect(page.getByText(/from previous (\d+ days|day)|None in the previous/).first()).toBeVisible();

  // The report type, then the export of the chosen report.
  await page.getByRole("combobox", { name: "Report type" }).click();
  await page.getByRole("option", { name: "User Retention" }).click();
  await expect(page.getByText("Overall Retention Rate").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Report type" }).click();
  await page.getByRole("option", { name: "Engagement Overview" }).click();
  await expect(page.getByText("Active Users", { exact: true })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Report" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^engagement_overview-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const report = JSON.parse(await readFile(path, "utf8")) as { reportType: string; summary: object };
  expect(report.reportType).toBe("engagement_overview");
  expect(Object.keys(report.summary)).toEqual(
    expect.arrayContaining(["totalUsers", "activeUsers", "totalSessions", "averageSessionDuration"]),
  );

  // The same report as a spreadsheet and as a PDF drawn on the server.
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^engagement_overview-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parseCsv((await readFile(await csv.path(), "utf8")).replace(/^\uFEFF/, ""));
  expect(rows[0]).toEqual(["Section", "Label", "Value", "Previous period", "Change (%)"]);
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");

  // Every tab again in the dark scheme.
  await useDarkScheme(page);
  await expect(page.getByRole("heading", { level: 1, name: "Advanced Analytics" })).toBeVisible();
  await visitEveryTab(page);

  // A phone: every tab fits the screen's width (tables scroll inside their own box).
  await page.setViewportSize({ width: 375, height: 740 });
  for (const name of TABS) {
    await openTab(page, name);
    const overflow = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
        .document.documentElement;
      return root.scrollWidth - (globalThis as unknown as { innerWidth: number }).innerWidth;
    });
    expect(overflow, `${name} fits a phone`).toBeLessThanOrEqual(0);
  }
});

for (const scheme of ["light", "dark"] as const) {
  test(`an admin picks a program as the cohort: every tab and the downloads are about its people [${scheme}]`, async ({
    browser,
    request,
  }) => {
    const admin = await signedInPage(browser, demo.admin, scheme);
    const tag = runTag(scheme);
    const name = `First 90 days ${tag}`;
    const program = await callTrpc<{ id: number }>(admin, "programs.create", {
      name,
      description: "The first three months as an engineering manager.",
      lengthWeeks: 4,
      isOpen: false,
      steps: [{ week: 1, kind: "assessment", title: "Take the skills assessment" }],
    });
    // Five new people, enough for figures.
    const userIds = await signUpPeople(
      request,
      [0, 1, 2, 3, 4].map((i) => `Cohort ${i} ${tag}`),
    );
    await enrolInProgram(admin, program.id, userIds);

    await admin.goto("/analytics");
    await expect(admin.getByRole("heading", { level: 1, name: "Advanced Analytics" })).toBeVisible();
    await openTab(admin, "Engagement");
    // One picker, groups and programs under their headings, found by the start of the name.
    const cohort = admin.getByRole("combobox", { name: "Cohort" });
    await cohort.fill(`First 90 days ${scheme}`);
    const option = admin.getByRole("option", { name: `${name} (5 people)` });
    await expect(option).toBeVisible();
    await expect(admin.getByRole("listbox").getByText("Programs", { exact: true })).toBeVisible();
    await expectAccessible(admin);
    await option.click();
    await expect(admin).toHaveURL(new RegExp(`[?&]program=${program.id}(&|$)`));
    await expect(
      admin.getByText(
        `Engagement, skills, cohorts and retention of the people enrolled in the program ${name}.`,
      ),
    ).toBeVisible();
    await expect(admin.getByRole("tab", { name: "Engagement" })).toHaveAttribute("aria-selected", "true");
    await expect(admin.getByRole("tabpanel").getByText(loaded.Engagement).first()).toBeVisible();
    await expectAccessible(admin);

    // Every tab reads the same cohort; the address keeps it across a reload.
    await admin.reload();
    await expect(admin.getByRole("combobox", { name: "Cohort" })).toHaveValue(`${name} (5 people)`);
    await openTab(admin, "Retention");
    // The five enrolled, not the platform's other accounts.
    await expect(admin.getByRole("tabpanel")).toContainText(/Total Users\s*5(?!\d)/);

    // The downloads name the program beside the organisation and the range.
    await openTab(admin, "Overview");
    const csvDownload = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Download CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(new RegExp(`-program-${program.id}\\.csv$`));
    const rows = parseCsv((await readFile(await csv.path(), "utf8")).replace(/^\uFEFF/, ""));
    expect(rows).toContainEqual(["Scope", `Program: ${name}`, "", "", ""]);
    expect(rows).toContainEqual(["Figure", "Total users", "5", expect.any(String), expect.any(String)]);
    await admin.context().close();
  });
}

test("a plain user is told the page is not theirs", async ({ page }) => {
  await openAs(page, "user", "/analytics", "Access Denied");
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveCount(0);
  await expectAccessible(page);
});
