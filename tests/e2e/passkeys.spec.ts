import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";
import { waitForMail } from "./mailbox";

/** Chromium's virtual authenticator (CDP): a platform passkey store that verifies the user at once. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  expect((await page.request.post("/api/logout")).status()).toBe(200);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
}

for (const scheme of ["light", "dark"] as const) {
  test(`passkeys: add one in /settings, sign in with it alone, rename and remove it [${scheme}]`, async ({
    browser,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const { email, password } = await signUpAndSignIn(page, "Pat Passkey");
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
    await expectAccessible(page);

    await section.getByRole("button", { name: "Add a passkey" }).click();
    const addDialog = page.getByRole("dialog", { name: "Add a passkey" });
    await expect(addDialog).toBeVisible();
    await expectAccessible(page);
    await addDialog.getByRole("textbox", { name: "Name" }).fill("E2E laptop");
    await addDialog.getByRole("button", { name: "Create passkey" }).click();
    await expect(addDialog).toHaveCount(0);
    const row = section.getByRole("listitem", { name: "E2E laptop" });
    await expect(row).toContainText("Never used");
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    await waitForMail(page.request, email, { subject: /A passkey was added/ });
    await expectAccessible(page);

    // Signed out, the passkey alone signs in: no e-mail address, no password.
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/settings");
    await expect(row).toContainText("Last used");

    // With a passkey, the password is a first step: the second is 'Use a passkey'.
    await signOut(page);
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/two-step/);
    const usePasskey = page.getByRole("button", { name: "Use a passkey" });
    await expect(usePasskey).toBeVisible();
    await expectAccessible(page);
    await usePasskey.click();
    await expect(page).not.toHaveURL(/\/two-step|\/login/);
    await page.goto("/settings");

    await row.getByRole("button", { name: "Rename E2E laptop" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename passkey" });
    await expect(renameDialog).toBeVisible();
    await expectAccessible(page);
    await renameDialog.getByRole("textbox", { name: "Name" }).fill("Work laptop");
    await renameDialog.getByRole("button", { name: "Save" }).click();
    await expect(renameDialog).toHaveCount(0);
    const renamed = section.getByRole("listitem", { name: "Work laptop" });
    await expect(renamed).toBeVisible();

    await renamed.getByRole("button", { name: "Remove Work laptop" }).click();
    const removeDialog = page.getByRole("dialog", { name: "Remove this passkey?" });
    await expect(removeDialog).toBeVisible();
    await expectAccessible(page);
    await removeDialog.getByRole("button", { name: "Remove passkey" }).click();
    await expect(removeDialog).toHaveCount(0);
    await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
    await waitForMail(page.request, email, { subject: /A passkey was removed/ });

    // The device still holds the credential, but the server no longer knows it: refused with a reason.
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText("not registered with any account");
    await expect(page).toHaveURL(/\/login/);
    await expectAccessible(page);

    await page.context().close();
  });
}
