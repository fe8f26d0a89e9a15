import { expect, test } from "@playwright/test";
import { expectAccessible, pageInScheme, uniqueEmail, waitForLiveApp } from "./fixtures";

// The strength estimator's chunk (zxcvbn and its dictionaries), not the meter's small component chunk.
const ESTIMATOR_CHUNK = /\/assets\/password-strength-(?!meter)[\w-]+\.js$/;

for (const scheme of ["light", "dark"] as const) {
  test(`the sign-up form shows a password strength meter, loaded only once a password is typed (${scheme})`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });

    // The first screen and the sign-up page load without the estimator.
    await page.goto("/");
    await waitForLiveApp(page);
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts.filter((path) => ESTIMATOR_CHUNK.test(path))).toEqual([]);
    const meter = page.getByRole("meter", { name: "Strength of the password" });
    await expect(meter).toHaveCount(0);

    const email = uniqueEmail("meter");
    await page.getByLabel(/^name/i).first().fill("Morgan Meter");
    await page
      .getByLabel(/^email/i)
      .first()
      .fill(email);
    const password = page.getByLabel(/^password/i).first();
    await password.fill("Password1");
    await expect(meter).toBeVisible();
    expect(scripts.filter((path) => ESTIMATOR_CHUNK.test(path))).toHaveLength(1);
    // In words, not by colour alone; the common password is named as the server would refuse it.
    await expect(meter).toHaveAttribute("aria-valuetext", "Very weak");
    await expect(
      page.getByText(/^Strength: Very weak\. This password is one of the most common/),
    ).toBeVisible();
    await expectAccessible(page);

    await password.fill(email.split("@")[0] ?? "");
    await expect(page.getByText(/must not be your email address or your name/)).toBeVisible();

    await password.fill("copper-lantern-fjord-92!");
    await expect(meter).toHaveAttribute("aria-valuetext", "Very strong");
    await expect(page.getByText("Strength: Very strong", { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  });
}

test("the server refuses a common password at sign-up with its message on the password field", async ({
  page,
}) => {
  await page.goto("/signup");
  await page.getByLabel(/^name/i).first().fill("Casey Common");
  await page
    .getByLabel(/^email/i)
    .first()
    .fill(uniqueEmail("common"));
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("sunshine");
  await page.getByLabel(/^confirm password/i).fill("sunshine");
  await page.getByRole("button", { name: /create account/i }).click();
  await expect(page.getByLabel(/^password/i).first()).toHaveAccessibleDescription(
    /one of the most common passwords/,
  );
});
