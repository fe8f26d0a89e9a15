import { expect, request, test } from "@playwright/test";
import { expectAccessible, pageInScheme, signUpAndSignIn } from "./fixtures";

for (const scheme of ["light", "dark"] as const) {
  test(`access tokens: create (shown once), use, list and revoke in /settings [${scheme}]`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageInScheme(browser, scheme);
    const { email } = await signUpAndSignIn(page, "Tove Token");
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Access tokens" });
    await expect(section.getByText("You have no access tokens.")).toBeVisible();

    const name = `Nightly export ${scheme}`;
    await section.getByRole("textbox", { name: "Name" }).fill(name);
    await section.getByRole("combobox", { name: "Expires after" }).click();
    await page.getByRole("option", { name: "30 days" }).click();
    await section.getByRole("radio", { name: "Read and write" }).check();
    await section.getByRole("button", { name: "Create token" }).click();

    const secret = section.getByRole("textbox", { name: `Token "${name}"` });
    await expect(secret).toHaveValue(/^lc_pat_[A-Za-z0-9_-]{43}$/);
    const token = await secret.inputValue();
    await expect(section.getByText("This is the only time it is shown")).toBeVisible();
    await expectAccessible(page);

    // The token works on its own, from a client with no cookie at all.
    const client = await request.newContext({ baseURL });
    const me = await client.get("/api/auth/user", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    await section.getByRole("button", { name: "Done, I have copied it" }).click();
    await expect(secret).toHaveCount(0);
    const row = section.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Read and write");
    await expect(row).toContainText(token.slice(0, 11));
    await expect(section.getByText(token)).toHaveCount(0);
    // Shown once: a reload lists the token but never its secret.
    await page.reload();
    await expect(section.getByRole("row").filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(token);

    await section.getByRole("button", { name: `Revoke token ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke access token?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByText("You have no access tokens.")).toBeVisible();
    await expectAccessible(page);

    const refused = await client.get("/api/auth/user", { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    await client.dispose();
    await page.context().close();
  });
}
