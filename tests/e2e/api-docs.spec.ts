import { expect, test } from "@playwright/test";
import { expectAccessible } from "./fixtures";

test("the API reference at /api/docs renders the generated document, offline and accessibly", async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  // Everything comes from this server: no CDN, no validator badge.
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
  });

  await page.goto("/api/docs");
  await expect(page).toHaveTitle("LeadCoach API reference");
  await expect(page.getByRole("heading", { name: /LeadCoach API/ })).toBeVisible();

  // An operation opens from the keyboard and shows its path parameter and body from the zod schemas.
  const goalUpdate = page.getByRole("button", { name: "PATCH /api/goals/{goalId}", exact: true });
  await goalUpdate.focus();
  await page.keyboard.press("Enter");
  await expect(goalUpdate).toHaveAttribute("aria-expanded", "true");
  const opened = page.locator(".opblock.is-open");
  await expect(opened.getByRole("row", { name: /^goalId \*required integer \(path\)/ })).toBeVisible();
  await expect(opened.getByRole("heading", { name: "Request body" })).toBeVisible();

  await expectAccessible(page);
  expect(foreign.filter((url) => !url.startsWith("data:"))).toEqual([]);
  expect(problems).toEqual([]);
});
