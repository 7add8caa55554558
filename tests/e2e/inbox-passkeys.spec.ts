import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { inboxCopy } from "../../app/content/inbox/inbox-copy";
import { e2eDataDir } from "./support/e2e-data-dir";

const PASSWORD = "correct horse battery staple";

/** A new account in the e2e server's database, made as an owner would (the users CLI); its one-time code. */
function addAccount(email: string): string {
  const output = execFileSync("npm", ["run", "--silent", "users", "--", "add", email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: "utf8",
  });
  const code = /One-time code:\s+(\S+)/.exec(output)?.[1];
  if (code === undefined) throw new Error(`The users CLI printed no code:\n${output}`);
  return code;
}

test("an account adds a passkey, then signs in with it alone", async ({ page, baseURL }, testInfo) => {
  // The server's SITE_URL (playwright.config.ts): passkeys are bound to it, by the name localhost, as WebAuthn refuses IP addresses.
  const origin = new URL(baseURL ?? "").origin;
  const email = `passkey-${testInfo.project.name}-${Date.now()}@dunecrest.example`;
  const code = addAccount(email);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await page.goto(`${origin}/inbox/set-password`);
  await page.getByLabel(inboxCopy.setPassword.email).fill(email);
  await page.getByLabel(inboxCopy.setPassword.code).fill(code);
  await page.getByLabel(inboxCopy.setPassword.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(inboxCopy.setPassword.confirm).fill(PASSWORD);
  await page.getByRole("button", { name: inboxCopy.setPassword.submit }).click();
  await expect(page.getByText(inboxCopy.setPassword.done)).toBeVisible();

  await page.getByLabel(inboxCopy.signIn.email).fill(email);
  await page.getByLabel(inboxCopy.signIn.password).fill(PASSWORD);
  await page.getByRole("button", { name: inboxCopy.signIn.submit, exact: true }).click();
  await expect(page.getByRole("button", { name: inboxCopy.nav.signOut })).toBeVisible();

  await page.goto(`${origin}/inbox/account`);
  await expect(page.getByText(inboxCopy.account.needsScript)).toBeHidden();
  await page.getByLabel(inboxCopy.account.passkeyName).fill("Test laptop");
  await page.getByRole("button", { name: inboxCopy.account.addPasskey }).click();
  await expect(page).toHaveURL(`${origin}/inbox/account?notice=passkeyAdded`);
  await expect(page.getByText(inboxCopy.account.passkeyAdded)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).toBeVisible();

  await page.getByRole("button", { name: inboxCopy.nav.signOut }).click();
  await expect(page).toHaveURL(`${origin}/inbox?notice=signedOut`);

  await page.getByRole("button", { name: inboxCopy.signIn.passkey }).click();
  await expect(page).toHaveURL(`${origin}/inbox`);
  await expect(page.getByRole("button", { name: inboxCopy.nav.signOut })).toBeVisible();
  await page.goto(`${origin}/inbox/account`);
  await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).not.toContainText(
    inboxCopy.account.never,
  );
});

test("a passkey dialog that ends without a passkey says so, not that a passkey was refused", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  // An authenticator with no passkey for this site: the browser's dialog ends with NotAllowedError, as when the person closes it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await page.goto(`${origin}/inbox`);
  await page.getByRole("button", { name: inboxCopy.signIn.passkey }).click();
  await expect(page).toHaveURL(`${origin}/inbox?notice=passkeyCancelled`);
  await expect(page.getByText(inboxCopy.signIn.passkeyCancelled)).toBeVisible();
  await expect(page.getByText(inboxCopy.signIn.passkeyFailed)).toHaveCount(0);
});
