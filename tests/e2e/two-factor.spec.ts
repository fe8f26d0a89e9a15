import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";

/** The app's code `steps` 30-second steps from now: the server accepts one step either side. */
const codeIn = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

for (const scheme of ["light", "dark"] as const) {
  test(`two-factor: enrol an authenticator app, sign out, sign in with a code [${scheme}]`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const { email, password } = await signUpAndSignIn(page, "Tess Two-Step");

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Two-step verification" });
    await section.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await section.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);

    await section.getByLabel(/^6-digit code/).fill(await codeIn(secret, 0));
    await section.getByRole("button", { name: "Turn on" }).click();
    const codes = section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expectAccessible(page);
    await section.getByRole("button", { name: "Done" }).click();
    await expect(section.getByText("On", { exact: true })).toBeVisible();
    await expect(section).toContainText("10 recovery codes left");

    // Signed out, the password alone no longer signs in: the second step asks for a code.
    expect((await page.request.post("/api/logout")).status()).toBe(200);
    await page.goto("/login");
    const signInForm = page.getByRole("form", { name: "Sign in" });
    await signInForm.getByLabel(/^email/i).fill(email);
    await signInForm.getByLabel(/^password/i).fill(password);
    await signInForm.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/two-step$/);
    await expect(page.getByRole("heading", { level: 1, name: "Two-step verification" })).toBeVisible();
    await expectAccessible(page);

    const verifyForm = page.getByRole("form", { name: "Verify sign-in" });
    await verifyForm.getByLabel(/^code/i).fill("000000");
    await verifyForm.getByRole("button", { name: "Verify" }).click();
    await expect(verifyForm.getByRole("alert")).toContainText("not right");
    await expectAccessible(page);
    // The next step's code: the enrolment's own was taken and cannot be used again.
    await verifyForm.getByLabel(/^code/i).fill(await codeIn(secret, 1));
    await verifyForm.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();

    await page.context().close();
  });
}
