import { createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";

/** The server's SESSION_SECRET in playwright.config.ts: the digest's links are signed with a key derived from it. */
const E2E_SESSION_SECRET = "e2e-session-secret-0123456789-abcdefghijklmnop";

/** An unsubscribe token as the server signs it (docs/digest.md); the digest itself goes out on Mondays only. */
function unsubscribeToken(userId: number): string {
  const key = createHmac("sha256", E2E_SESSION_SECRET)
    .update("leadcoach signed links v1")
    .digest("base64url");
  const issued = Math.floor(Date.now() / 1000);
  const mac = createHmac("sha256", key)
    .update(`digest-unsubscribe\n${userId}\n${issued}`)
    .digest("base64url");
  return `${userId}.${issued}.${mac}`;
}

function digestSwitch(page: Page) {
  return page.getByRole("switch", { name: /Weekly digest e-mail/ });
}

test("the weekly digest is opted into in Settings and turned off from the e-mail's link, signed out", async ({
  page,
  browser,
}) => {
  await signUpAndSignIn(page, "Dana Digest");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };

  await page.goto("/settings");
  await expect(digestSwitch(page)).not.toBeChecked();
  await digestSwitch(page).click();
  await expect(digestSwitch(page)).toBeChecked();
  await page.reload();
  await expect(digestSwitch(page)).toBeChecked();
  await expectAccessible(page);

  // Someone else's browser, signed out, opens the link from the e-mail.
  const reader = await pageInScheme(browser);
  await reader.goto(`/unsubscribe?token=${unsubscribeToken(me.id)}`);
  await expect(reader.getByRole("heading", { name: "Unsubscribe from the weekly digest" })).toBeVisible();
  // The token leaves the address bar at once, and opening the page changed nothing.
  await expect(reader).toHaveURL(/\/unsubscribe$/);
  await page.reload();
  await expect(digestSwitch(page)).toBeChecked();
  await expectAccessible(reader);

  await reader.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    reader.getByRole("status").filter({ hasText: "You will no longer get the weekly digest e-mail." }),
  ).toBeVisible();
  await expectAccessible(reader);

  await page.reload();
  await expect(digestSwitch(page)).not.toBeChecked();
  await reader.context().close();
});

test("a tampered unsubscribe link says what to do instead", async ({ browser }) => {
  const reader = await pageInScheme(browser, "dark");
  await reader.goto(`/unsubscribe?token=${unsubscribeToken(1).replace(/^1\./, "2.")}`);
  await reader.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    reader.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }),
  ).toBeVisible();
  await expectAccessible(reader);
  await reader.context().close();
});
