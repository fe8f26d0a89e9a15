import { expect, test, type Locator, type Page } from "@playwright/test";
import { demo, expectAccessible, signInViaApi, signUpAndSignIn, COLOR_SCHEME_KEY } from "./fixtures";
import { completeAssessmentViaApi } from "./learning.fixtures";

/**
 * Every dialog, drawer, menu, dropdown and date picker of the app, opened at least once and checked
 * with axe, in the light and the dark scheme (chosen in Settings, i.e. stored) and in the dark scheme
 * the system asks for when nothing is stored.
 */

type Scheme = "light" | "dark" | "system-dark";

async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  if (scheme === "system-dark") {
    await page.emulateMedia({ colorScheme: "dark" });
    return;
  }
  // The system says the opposite, so the stored choice is what is being checked.
  await page.emulateMedia({ colorScheme: scheme === "dark" ? "light" : "dark" });
  await page.addInitScript(
    ([key, value]) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
        .localStorage;
      storage.setItem(key, value);
    },
    [COLOR_SCHEME_KEY, scheme] as const,
  );
}

async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute(
    "data-mantine-color-scheme",
    scheme === "light" ? "light" : "dark",
  );
}

/** Axe on the page with exactly one banner landmark (the app header), dialogs adding none. */
async function expectAccessibleOverlay(page: Page): Promise<void> {
  await expectAccessible(page);
  await expect(page.getByRole("banner")).toHaveCount(1);
}

/** The open dialog of that name, once it shows and the page with it passes axe. */
async function accessibleDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expectAccessibleOverlay(page);
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.page().keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const scheme of ["light", "dark", "system-dark"] as const) {
  test.describe(`overlays (${scheme})`, () => {
    test.beforeEach(async ({ page }) => {
      // Each test runs axe a dozen times.
      await useScheme(page, scheme);
    });

    test("header menus, notifications, phone drawer, recommendation reason and settings", async ({
      page,
    }) => {
      await signUpAndSignIn(page, "Overlay Person");
      await completeAssessmentViaApi(page);
      await page.goto("/");
      await expectScheme(page, scheme);
      await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
      await expectAccessibleOverlay(page);

      await page.getByRole("button", { name: /Account menu/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessibleOverlay(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();

      await page.getByRole("button", { name: /^Notifications/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessibleOverlay(page);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();

      const why = page.getByRole("button", { name: "Why this?" }).first();
      await why.click();
      await expect(why).toHaveAttribute("aria-expanded", "true");
      await expectAccessibleOverlay(page);

      await page.goto("/settings");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessibleOverlay(page);

      // The phone drawer behind the burger.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/");
      await page.getByRole("button", { name: "Open navigation" }).click();
      const drawer = await accessibleDialog(page, "Menu");
      await closeDialog(drawer);
    });

    test("goal dialogs: create, edit, update progress and delete", async ({ page }) => {
      await signUpAndSignIn(page, "Goal Overlay");
      await completeAssessmentViaApi(page);
      await page.goto("/goals?create=true");
      const create = await accessibleDialog(page, "New Goal");
      // Its target date picker.
      await create.getByLabel(/Target date/i).click();
      await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
      await expectAccessibleOverlay(page);
      await page.keyboard.press("Escape");
      await closeDialog(create);

      const card = page.getByRole("article").filter({ has: page.getByRole("button", { name: "Edit Goal" }) });
      await card.first().getByRole("button", { name: "Edit Goal" }).click();
      const edit = await accessibleDialog(page, "Edit Goal");
      await closeDialog(edit);

      await card.first().getByRole("button", { name: "Update Progress" }).click();
      const progress = await accessibleDialog(page, "Update Progress");
      await closeDialog(progress);

      await card.first().getByRole("button", { name: "Delete" }).click();
      const remove = await accessibleDialog(page, "Delete goal?");
      await closeDialog(remove);
    });

    test("calendar: activity dialog with its date picker open, activity menu and delete", async ({
      page,
    }) => {
      await signUpAndSignIn(page, "Calendar Overlay");
      await page.goto("/calendar");
      await page.getByRole("button", { name: "Schedule Your First Activity" }).click();
      const dialog = await accessibleDialog(page, "Schedule Activity");

      await dialog.getByRole("button", { name: "Start" }).click();
      await expect(page.getByRole("button", { name: /^Next month/ })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Previous month/ })).toBeVisible();
      await expectAccessibleOverlay(page);
      // The month and year levels of the same picker.
      await page.getByRole("button", { name: /^Choose (a|another) month/ }).click();
      await expect(page.getByRole("button", { name: /^Next year/ })).toBeVisible();
      await expectAccessibleOverlay(page);
      await page.getByRole("button", { name: /^Choose (a|another) year/ }).click();
      await expect(page.getByRole("button", { name: /^Next decade/ })).toBeVisible();
      await expectAccessibleOverlay(page);
      // A click outside the picker closes it and leaves the dialog open.
      await dialog.getByRole("heading", { name: "Schedule Activity" }).click();
      await expect(page.getByRole("button", { name: /^Next decade/ })).toBeHidden();

      await dialog.getByLabel("Title").fill("Overlay practice");
      await dialog.getByRole("button", { name: "Schedule Activity" }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "More actions for Overlay practice" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessibleOverlay(page);
      await page.getByRole("menuitem", { name: "Delete" }).click();
      const remove = await accessibleDialog(page, "Delete activity?");
      await closeDialog(remove);

      await page
        .getByRole("article", { name: "Overlay practice" })
        .getByRole("button", { name: "Reschedule" })
        .click();
      const reschedule = await accessibleDialog(page, "Reschedule Activity");
      await closeDialog(reschedule);
    });

    test("peer feedback request and cancel dialogs", async ({ page }) => {
      await signUpAndSignIn(page, "Feedback Overlay");
      await page.goto("/peer-feedback");
      await page.getByRole("button", { name: "Request Feedback" }).click();
      const dialog = await accessibleDialog(page, "Request Feedback");

      await dialog.getByLabel("Reviewer email").fill("reviewer-overlay@example.test");
      await dialog.getByRole("textbox", { name: "Reviewer name" }).fill("Riley Reviewer");
      await dialog.getByRole("combobox", { name: "Relationship" }).click();
      await page.getByRole("option").first().click();
      await expectAccessibleOverlay(page);
      await dialog.getByRole("button", { name: /Send/ }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole("button", { name: "Cancel request to Riley Reviewer" }).click();
      const cancel = await accessibleDialog(page, "Cancel feedback request?");
      await closeDialog(cancel);
    });

    test("bug report dialogs for the reporter and the admin", async ({ page, browser }) => {
      await signUpAndSignIn(page, "Bug Overlay");
      const title = `Overlay bug ${Date.now()}`;
      await page.goto("/bug-report");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Description").fill("A report opened in a dialog for the accessibility checks.");
      await page.getByRole("button", { name: "Submit Bug Report" }).click();
      await expect(page.getByText("Bug Report Submitted", { exact: true }).first()).toBeVisible();

      await page.goto("/my-bug-reports");
      await page.getByTestId("my-bug-report-row").filter({ hasText: title }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessibleOverlay(page);

      const context = await browser.newContext();
      const admin = await context.newPage();
      await useScheme(admin, scheme);
      await signInViaApi(admin, demo.admin.email, demo.admin.password);
      await admin.goto("/admin/bug-reports");
      const row = admin.getByTestId("admin-bug-report-row").filter({ hasText: title });
      await row.getByRole("button", { name: /View report/ }).click();
      const dialog = admin.getByRole("dialog");
      await expect(dialog.getByRole("tab", { name: "Details" })).toBeVisible();
      await expectAccessibleOverlay(admin);
      await dialog.getByRole("tab", { name: /Comments/ }).click();
      await expectAccessibleOverlay(admin);
      await dialog.getByRole("tab", { name: "Resolve" }).click();
      await expectAccessibleOverlay(admin);
      await context.close();
    });

    test("admin: demo credentials and the analytics date range picker", async ({ page }) => {
      await signInViaApi(page, demo.superAdmin.email, demo.superAdmin.password);
      await page.goto("/admin");
      await page.getByRole("button", { name: "Demo Users" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText("superadmin@example.com").first()).toBeVisible();
      await expectAccessibleOverlay(page);
      await closeDialog(dialog);

      await page.goto("/analytics");
      await page.getByRole("button", { name: /^Date range/ }).click();
      await expect(page.getByRole("button", { name: "Next month" }).first()).toBeVisible();
      await expectAccessibleOverlay(page);
    });
  });
}
