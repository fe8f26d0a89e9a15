import { expect, test } from "@playwright/test";
import {
  contentWidth,
  demo,
  expectAccessible,
  groupWithOnePerson,
  pageInScheme,
  signedInPage,
  signInViaApi,
  signUpAndSignIn,
} from "./fixtures";

const TEMPLATE = "First 90 days as an engineering manager";
const weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The first of next month as the date picker names its day button ('Tuesday, 1 December 2026'). */
function firstOfNextMonth(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${weekdays[day.getDay()]}, 1 ${months[day.getMonth()]} ${day.getFullYear()}`;
}

const suffix = () => Math.random().toString(36).slice(2, 8);

for (const scheme of ["light", "dark"] as const) {
  test(`an admin makes a program from a template, edits it, enrols a group, duplicates and archives it [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const person = await pageInScheme(browser, scheme);
    const { email } = await signUpAndSignIn(person, `Prog Participant ${suffix()}`);
    await person.context().close();

    const admin = await signedInPage(browser, demo.admin, scheme);

    // From the admin dashboard to the programs list.
    await admin.goto("/admin");
    await admin.getByRole("link", { name: "Programs", exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Programs" })).toBeVisible();
    await expectAccessible(admin);

    // A program from the template opens on its own page, its steps grouped by week.
    await admin.getByRole("button", { name: "Create from template" }).click();
    const templates = admin.getByRole("dialog", { name: "Create from template" });
    await expect(templates.getByRole("heading", { name: TEMPLATE })).toBeVisible();
    await expect(templates).toContainText("Thirteen weeks for an engineer who has just become a manager");
    await expectAccessible(admin);
    await templates.getByRole("button", { name: `Create from ${TEMPLATE}` }).click();
    await expect(admin).toHaveURL(/\/admin\/programs\/\d+$/);
    await expect(admin.getByRole("heading", { level: 1, name: TEMPLATE })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Week 1", exact: true })).toBeVisible();
    await expect(admin.getByRole("heading", { name: "Week 13", exact: true })).toBeVisible();
    const week2 = admin.getByRole("list", { name: "Week 2", exact: true });
    await expect(week2.getByRole("listitem")).toHaveCount(2);
    await expect(week2).toContainText("Run 1:1s that matter");
    await expect(week2).toContainText("Lesson:");
    await expect(admin.getByText("Version 1", { exact: true })).toBeVisible();
    await expectAccessible(admin);

    // Edit: the schema's rules show at the field; saving writes version 2.
    const name = `First 90 days, platform team ${suffix()}`;
    await admin.getByRole("button", { name: "Edit", exact: true }).click();
    const editor = admin.getByRole("form", { name: "Edit program" });
    await editor.getByRole("textbox", { name: "Name" }).fill(name);
    await editor.getByRole("button", { name: "Add step" }).click();
    await editor.getByRole("combobox", { name: "Step 18 kind" }).click();
    await admin.getByRole("option", { name: "Reflection" }).click();
    await expect(editor.getByRole("textbox", { name: "Step 18 question to answer" })).toBeVisible();
    await editor.getByRole("button", { name: "Save new version" }).click();
    await expect(editor.getByText("Please give the step a title")).toBeVisible();
    await expect(editor.getByText("A reflection or goal step needs its text")).toBeVisible();
    await expect(editor.getByRole("textbox", { name: "Step 18 title" })).toBeFocused();
    await expect(editor).toContainText("Saving writes version 2");
    await expectAccessible(admin);
    await editor.getByRole("button", { name: "Remove step 18" }).click();
    await editor.getByRole("button", { name: "Save new version" }).click();
    await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(admin.getByText("Version 2", { exact: true })).toBeVisible();

    // Enrol a group of one, starting on the first of next month.
    const groupName = `Program cohort ${suffix()}`;
    await groupWithOnePerson(admin, groupName, email);
    await admin.getByRole("button", { name: "Enrol people" }).click();
    const enrol = admin.getByRole("dialog", { name: "Enrol people" });
    await enrol.getByRole("combobox", { name: "Add groups" }).fill(groupName);
    await admin.getByRole("option", { name: new RegExp(groupName) }).click();
    await expect(enrol.getByRole("list", { name: "Groups to enrol" })).toContainText(groupName);
    await enrol.getByRole("button", { name: /Start date/ }).click();
    await admin.getByRole("button", { name: "Next month" }).click();
    await expectAccessible(admin);
    await admin.getByRole("button", { name: firstOfNextMonth() }).click();
    await enrol.getByRole("button", { name: "Enrol", exact: true }).click();
    await expect(enrol.getByRole("status")).toHaveText("1 enrolled, 0 already enrolled.");
    await expectAccessible(admin);
    await enrol.getByRole("button", { name: "Done" }).click();
    await expect(admin.getByText("1 person enrolled")).toBeVisible();

    // Duplicate it from the list, then archive the copy.
    await admin.getByRole("link", { name: "All programs" }).click();
    await expect(admin.getByRole("row", { name: new RegExp(name) }).first()).toContainText("1 person");
    await admin.getByRole("button", { name: `Duplicate ${name}`, exact: true }).click();
    const copy = `${name} (copy)`;
    const copyRow = admin.getByRole("row", { name: new RegExp(copy.replace(/[()]/g, "\\$&")) });
    await expect(copyRow).toContainText("0 people");
    await admin.getByRole("button", { name: `Archive ${copy}`, exact: true }).click();
    const archive = admin.getByRole("dialog", { name: "Archive program" });
    await expect(archive).toContainText("Nobody new can be enrolled");
    await expectAccessible(admin);
    await archive.getByRole("button", { name: "Archive program" }).click();
    await expect(archive).toBeHidden();
    await expect(copyRow).toContainText("Archived");
    await expect(admin.getByRole("button", { name: `Restore ${copy}`, exact: true })).toBeVisible();
    // Checked with a row under the pointer: a hovered row's background must keep its link readable.
    await copyRow.hover();
    await expectAccessible(admin);

    // 'New program' opens the editor in a dialog.
    await admin.getByRole("button", { name: "New program" }).click();
    const blank = admin.getByRole("dialog", { name: "New program" });
    await expect(blank.getByRole("textbox", { name: "Step 1 title" })).toHaveValue(
      "Take the leadership skills assessment",
    );
    await expectAccessible(admin);
    await blank.getByRole("button", { name: "Cancel" }).click();
    await expect(blank).toBeHidden();

    await admin.context().close();
  });
}

test("the programs list fits a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const admin = await context.newPage();
  await signInViaApi(admin, demo.admin.email, demo.admin.password);
  await admin.goto("/admin/programs");
  await expect(admin.getByRole("heading", { level: 1, name: "Programs" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Create from template" })).toBeVisible();
  expect(await contentWidth(admin)).toBeLessThanOrEqual(390);
  await expectAccessible(admin);
  await context.close();
});

test("a program that does not exist says so; a plain user is refused the programs screens", async ({
  page,
}) => {
  await signInViaApi(page, demo.admin.email, demo.admin.password);
  await page.goto("/admin/programs/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Program not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All programs" })).toBeVisible();

  await signInViaApi(page, demo.user.email, demo.user.password);
  for (const path of ["/admin/programs", "/admin/programs/1"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  }
});
