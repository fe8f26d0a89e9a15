import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn, uniqueEmail, waitForLiveApp } from "./fixtures";

/**
 * The prerendered pages (login.html, dashboard.html) as a slow connection shows them: the app's scripts
 * are held back until `release` is called, so the page is checked as painted from its HTML alone.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("the prerendered sign-in page takes typing and a submit before the app, and signs in once it is there", async ({
  page,
}) => {
  const email = uniqueEmail("prerendered");
  const password = "prerendered-password";
  const created = await page.request.post("/api/auth/signup", {
    data: { name: "Quinn Quick", email, password },
  });
  expect(created.status(), await created.text()).toBe(201);

  const release = await holdScripts(page);
  // Not "load" or "domcontentloaded": both wait for the held module scripts.
  await page.goto("/login", { waitUntil: "commit" });
  await expect(page.locator("[data-prerendered='login']")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Welcome to LeadCoach", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^password/i).fill(password);
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  // Held, not sent: still the copy, and nothing typed in the address.
  await expect(page.locator("[data-prerendered='login']")).toHaveAttribute("data-held-submit", "Sign in");
  expect(page.url()).toMatch(/\/login$/);

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome, Quinn. Here is where your leadership growth stands.")).toBeVisible();
  await expect(page.locator("[data-prerendered]")).toHaveCount(0);
});

test("a tab chosen in the prerendered sign-in page is open when the app takes over", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/login", { waitUntil: "commit" });
  await expect(page.locator("[data-prerendered='login']")).toBeVisible();
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.locator("[data-prerendered='login']")).toHaveAttribute("data-held-tab", "Sign Up");

  release();
  await waitForLiveApp(page);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toBeFocused();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

for (const scheme of ["light", "dark"] as const) {
  test(`the prerendered sign-in page and dashboard shell are accessible before the app (${scheme})`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    let release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await expect(page.locator("[data-prerendered='login']")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", scheme);
    await expectAccessible(page);
    release();
    await waitForLiveApp(page);

    await signUpAndSignIn(page, "Shelly Shell");
    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const shell = page.locator("[data-prerendered='dashboard']");
    await expect(shell).toBeVisible();
    await expect(shell.getByRole("heading", { name: "Leadership Development", level: 1 })).toBeVisible();
    // The server filled in the first name.
    await expect(
      shell.getByText("Welcome, Shelly. Here is where your leadership growth stands."),
    ).toBeVisible();
    await expectAccessible(page);
    release();
    await waitForLiveApp(page);
    await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
    await page.context().close();
  });
}
