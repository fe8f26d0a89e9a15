import { expect, test } from "@playwright/test";
import { expectAccessible, pageInScheme, signInViaApi, signUpAndSignIn } from "./fixtures";

const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

for (const scheme of ["light", "dark"] as const) {
  test(`sessions: two devices listed in /settings, the other one signed out [${scheme}]`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const { email, password } = await signUpAndSignIn(page, "Sasha Sessions");
    // A second device: a browser context of its own, as an iPhone.
    const phoneContext = await browser.newContext({ userAgent: SAFARI_IPHONE });
    const phone = await phoneContext.newPage();
    await signInViaApi(phone, email, password);
    await phone.goto("/settings");
    await expect(phone.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Where you're signed in" });
    const sessions = section.getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText("This device");
    const phoneRow = section.getByRole("listitem", { name: "Safari on iOS" });
    await expect(phoneRow).toContainText("Phone");
    await expectAccessible(page);

    await phoneRow.getByRole("button", { name: "Sign out Safari on iOS" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out this session?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sessions).toHaveCount(1);
    await expect(section.getByRole("button", { name: "Sign out everywhere else" })).toBeDisabled();
    await expectAccessible(page);

    // The phone is signed out on its next navigation; this device is not.
    await phone.goto("/settings");
    await expect(phone).toHaveURL(/\/login/);
    await page.reload();
    await expect(section.getByRole("listitem")).toHaveCount(1);

    await phoneContext.close();
    await page.context().close();
  });
}
