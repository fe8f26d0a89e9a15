import { expect, test } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";

// The browser's zone, which the account (made through the API, with no zone) adopts on its first load.
test.use({ timezoneId: "Asia/Tokyo" });

for (const scheme of ["light", "dark"] as const) {
  test(`time zone: taken from the browser on the first load, changed in /settings [${scheme}]`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    await signUpAndSignIn(page, "Tomoko Zone");
    await page.goto("/settings");
    const zone = page.getByRole("combobox", { name: "Your time zone" });
    await expect(zone).toHaveValue("Asia/Tokyo");
    await expectAccessible(page);

    await zone.click();
    await zone.fill("Berl");
    await page.getByRole("option", { name: "Europe/Berlin" }).click();
    await expect(page.getByText("Time zone saved")).toBeVisible();
    // The browser's zone never overrides a choice: a reload keeps Berlin.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Your time zone" })).toHaveValue("Europe/Berlin");
    const me = await page.request.get("/api/auth/user");
    expect(((await me.json()) as { timeZone: string }).timeZone).toBe("Europe/Berlin");
  });
}
