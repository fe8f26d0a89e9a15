import { expect, test, type Page } from "@playwright/test";
import { demo, expectAccessible, gotoLanding, signInViaApi, uniqueEmail } from "./fixtures";

test("the landing page presents the product to visitors", async ({ page }) => {
  await gotoLanding(page);
  await expect(page.getByText(/beta/i).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
  await expect(page.getByText("Communication").first()).toBeVisible();
  await expect(page.getByText("Problem Solving").first()).toBeVisible();
  // The breakdown is counted by the server from the stored questions.
  await expect(page.getByText(/70 questions in four areas/)).toBeVisible();
  await expectAccessible(page);
});

/** The e-mail and password fields of the sign-up and sign-in forms (the first of each on the page). */
async function fillEmailAndPassword(page: Page, email: string, password: string): Promise<void> {
  await page
    .getByLabel(/^email/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
}

test("a visitor signs up, signs in through the Sign In tab, edits the profile and signs out", async ({
  page,
}) => {
  const email = uniqueEmail("journey");
  const password = "journey-pass";

  await page.goto("/signup");
  await expectAccessible(page);
  await page
    .getByLabel(/^full name|^name/i)
    .first()
    .fill("Jordan Journey");
  await fillEmailAndPassword(page, email, password);
  await page.getByLabel(/^confirm password/i).fill(password);
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await expect(page.getByText("Account Created Successfully", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expectAccessible(page);
  await page.getByRole("tab", { name: "Sign In" }).click();
  await fillEmailAndPassword(page, email, password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
  await expect(page.getByRole("navigation").first()).toBeVisible();
  await expectAccessible(page);

  await page.goto("/profile");
  await expect(page.getByText("Jordan Journey").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel(/job title/i).fill("Engineering Manager");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await expect(page.getByText("Engineering Manager").first()).toBeVisible();

  await page.reload();
  await expect(page.getByText("Engineering Manager").first()).toBeVisible();

  await page
    .getByRole("button", { name: /user menu|account|Jordan Journey/i })
    .first()
    .click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: /sign in/i }).first()).toBeVisible();
});

test("a wrong password shows the login alert", async ({ page }) => {
  await page.goto("/login");
  await page
    .getByLabel(/^email/i)
    .first()
    .fill(demo.user.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("not-the-password");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page.getByText("Contact your administrator for login credentials.")).toBeVisible();
});

test("a plain user sees no admin links; an admin does", async ({ page, browser }) => {
  await signInViaApi(page, demo.user.email, demo.user.password);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skills" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Bug Management" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInViaApi(adminPage, demo.admin.email, demo.admin.password);
  await adminPage.goto("/");
  await expect(adminPage.getByRole("link", { name: "Bug Management" }).first()).toBeVisible();
  await adminContext.close();
});

test("each demo account can sign in through the form", async ({ browser }) => {
  for (const account of [demo.superAdmin, demo.admin, demo.user]) {
    // A fresh browser context per account: no session of the previous one can linger.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/login");
    await page
      .getByLabel(/^email/i)
      .first()
      .fill(account.email);
    await page
      .getByLabel(/^password/i)
      .first()
      .fill(account.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();
    // The account menu names the person (the name shows beside the avatar below lg and from xl).
    await expect(page.getByRole("button", { name: `Account menu for ${account.name}` })).toBeVisible();
    await context.close();
  }
});

test("an unknown path shows Page Not Found", async ({ page }) => {
  await page.goto("/definitely/not/a/page");
  await expect(page.getByText("Page Not Found")).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expectAccessible(page);
});
