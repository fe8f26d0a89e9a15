import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, signInViaApi, uniqueEmail, pageInScheme, waitForLiveApp } from "./fixtures";
import { waitForMail } from "./mailbox";

const CHANGED = "Your password has been changed. Please sign in with your new password.";

async function createAccount(page: Page, name: string, password: string): Promise<string> {
  const email = uniqueEmail("reset");
  const created = await page.request.post("/api/auth/signup", { data: { name, email, password } });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

/** Signs in on the login screen's 'Sign In' tab. */
async function signInOnScreen(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("a forgotten password is reset through the e-mailed link, which signs out other devices", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = await createAccount(page, "Riley Reset", "old-password");
  // Another device, signed in before the reset.
  const other = await pageInScheme(browser);
  await signInViaApi(other, email, "old-password");
  expect((await other.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto("/login");
  // The e-mail travels to the next page with the live app's navigation; the prerendered copy's link
  // would load that page in full, without it.
  await waitForLiveApp(page);
  await page
    .getByRole("form", { name: "Sign in" })
    .getByLabel(/^email/i)
    .fill(email);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses that email address" }),
  ).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(page.request, email, { subject: /Reset your LeadCoach password/ });
  const link = mail.links.find((l) => new URL(l).pathname === "/reset-password");
  expect(link, "a /reset-password link in the e-mail").toBeTruthy();
  expect(mail.text).toContain("30 minutes");

  // This browser is signed in to the same account when the link is opened: the reset ends that session too.
  await signInViaApi(page, email, "old-password");
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectAccessible(page);

  await page.getByLabel(/^new password/i).fill("brand-new-password");
  await page.getByLabel(/^confirm new password/i).fill("something-else");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel(/^confirm new password/i).fill("brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status").filter({ hasText: CHANGED })).toBeVisible();
  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await signInOnScreen(page, email, "old-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signInOnScreen(page, email, "brand-new-password");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();

  // The link worked once.
  const again = await pageInScheme(browser);
  await again.goto(link ?? "");
  await again.getByLabel(/^new password/i).fill("third-password");
  await again.getByLabel(/^confirm new password/i).fill("third-password");
  await again.getByRole("button", { name: "Set new password" }).click();
  await expect(again.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
  await expect(again.getByRole("link", { name: "Request a new link" })).toBeVisible();
  await other.context().close();
  await again.context().close();
});

test("the forgot and reset screens are accessible in the dark scheme", async ({ browser }) => {
  const page = await pageInScheme(browser, "dark");
  await page.goto("/forgot-password");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.getByLabel(/^email/i).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses that email address" }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/reset-password?token=${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/^new password/i).fill("dark-password");
  await page.getByLabel(/^confirm new password/i).fill("dark-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalid" })).toBeVisible();
  await expectAccessible(page);
  await page.context().close();
});

test("signing in from a protected page returns there, and never to another site", async ({ page }) => {
  const email = await createAccount(page, "Gale Goals", "goals-password");
  await page.goto("/goals");
  await expect(page).toHaveURL(/\/login\?next=%2Fgoals$/);
  await signInOnScreen(page, email, "goals-password");
  await expect(page).toHaveURL(/\/goals$/);

  await page.request.post("/api/logout");
  await page.goto("/login?next=//evil.example/steal");
  await signInOnScreen(page, email, "goals-password");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await expect(page.getByRole("heading", { name: "Leadership Development" })).toBeVisible();

  // A signed-in visit to /login?next= goes straight on, but only within the site.
  await page.goto("/login?next=https://evil.example/");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  await page.goto("/login?next=%2Fcalendar");
  await expect(page).toHaveURL(/\/calendar$/);
});

test("the first visit says 'Welcome', later ones 'Welcome back'", async ({ page }) => {
  const email = await createAccount(page, "Fiona First", "first-password");
  await page.goto("/login");
  await signInOnScreen(page, email, "first-password");
  const greeting = page.getByText(/, Fiona\. Here is where your leadership growth stands\./);
  await expect(greeting).toHaveText("Welcome, Fiona. Here is where your leadership growth stands.");

  await page.request.post("/api/logout");
  await page.goto("/login");
  await signInOnScreen(page, email, "first-password");
  await expect(greeting).toHaveText("Welcome back, Fiona. Here is where your leadership growth stands.");
});
