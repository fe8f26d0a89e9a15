import { expect, request, test } from "@playwright/test";
import { contentWidth, demo, expectAccessible, pageInScheme, signInViaApi } from "./fixtures";

// Organisation-wide (the `organisation-wide` project): SCIM tokens belong to the whole organisation.
test.describe.configure({ mode: "serial" });

for (const scheme of ["light", "dark"] as const) {
  test(`a super admin creates a SCIM token in /admin/settings, sees it once, and revokes it [${scheme}]`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageInScheme(browser, scheme);
    await signInViaApi(page, demo.superAdmin.email, demo.superAdmin.password);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Organisation Settings" })).toBeVisible();
    const section = page.getByRole("region", { name: "SCIM provisioning" });
    await expect(section.getByRole("textbox", { name: "SCIM base URL" })).toHaveValue(/\/scim\/v2$/);

    const name = `Okta ${scheme}`;
    await section.getByRole("textbox", { name: "Token name" }).fill(name);
    await section.getByRole("button", { name: "Create SCIM token" }).click();
    const secret = section.getByRole("textbox", { name: `SCIM token "${name}"` });
    await expect(secret).toHaveValue(/^lc_scim_[A-Za-z0-9_-]{43}$/);
    const token = await secret.inputValue();
    await expect(section.getByText("This is the only time it is shown")).toBeVisible();
    await expectAccessible(page);

    // The identity provider's side: the token opens /scim/v2, with no cookie.
    const provider = await request.newContext({ baseURL });
    const users = await provider.get("/scim/v2/Users?count=1", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status()).toBe(200);
    expect(users.headers()["content-type"]).toContain("application/scim+json");

    await section.getByRole("button", { name: "Done, I have copied it" }).click();
    await expect(secret).toHaveCount(0);
    const row = section.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(token.slice(0, 12));
    // Shown once: a reload lists the token but never its secret.
    await page.reload();
    await expect(section.getByRole("row").filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(token);

    await section.getByRole("button", { name: `Revoke SCIM token ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke SCIM token?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await expectAccessible(page);

    const refused = await provider.get("/scim/v2/Users?count=1", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { schemas: string[] }).schemas).toEqual([
      "urn:ietf:params:scim:api:messages:2.0:Error",
    ]);
    await provider.dispose();

    // On a phone the section fits the width, and the form is usable.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(section.getByRole("button", { name: "Create SCIM token" })).toBeVisible();
    expect(await contentWidth(page)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
}
