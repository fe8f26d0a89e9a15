import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";

for (const scheme of ["light", "dark"] as const) {
  test(`your data: download it, then delete the account and find its sign-in refused [${scheme}]`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const name = `Della Data ${scheme}`;
    const { email, password } = await signUpAndSignIn(page, name);
    const goal = await page.request.post("/trpc/goals.create", {
      data: { title: `Goal to export (${scheme})` },
    });
    expect(goal.status(), await goal.text()).toBe(200);
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Your data" });
    await expect(section.getByRole("button", { name: "Download my data" })).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leadcoach-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), "utf8")) as {
      profile: { email: string; name: string };
      tables: Record<string, { title?: string }[]>;
    };
    expect(file.profile).toMatchObject({ email, name });
    expect(file.tables.goals?.map((goal) => goal.title)).toContain(`Goal to export (${scheme})`);
    expect(JSON.stringify(file)).not.toContain("$argon2");

    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    // A wrong password is refused with a sentence that says what to do.
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByRole("alert")).toContainText("That password is not correct");
    await expectAccessible(page);

    await dialog.getByLabel("Your password").fill(password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your account and your data have been deleted.")).toBeVisible();
    await expectAccessible(page);

    // The old session is gone, and the account no longer signs in.
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    const refused = await page.request.post("/api/auth/login", { data: { email, password } });
    expect(refused.status()).toBe(401);
    await page.context().close();
  });
}
