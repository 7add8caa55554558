import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { inboxCopy } from "../../../app/content/inbox/inbox-copy.ts";
import { e2eDataDir } from "./e2e-data-dir.ts";

export const PASSWORD = "correct horse battery staple";
const nodeBin = join(process.cwd(), "node_modules", ".bin", "node");

/**
 * Which server an account is made on: by default the shared e2e server (the test's base URL and
 * its data folder); a spec that starts a server of its own names its address and folder.
 */
export interface AccountServer {
  origin: string;
  dataDir: string;
}

const sharedServer: AccountServer = { origin: "", dataDir: e2eDataDir };

/** An address no other test uses: the e2e database is shared by every test and both projects. */
export function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@dunecrest.example`;
}

/** `npm run users -- add EMAIL --role owner` on the server's SQLite database; the code it printed. */
export async function addAccount(email: string, server: AccountServer = sharedServer): Promise<string> {
  const { DATABASE_URL: _url, ...env } = process.env;
  const cli = ["server/cli/users-cli.ts", "add", email, "--role", "owner"];
  const { stdout } = await promisify(execFile)(nodeBin, cli, {
    cwd: process.cwd(),
    env: { ...env, DATA_DIR: server.dataDir },
  });
  const code = /One-time code: +([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(stdout)?.[1];
  if (code === undefined) throw new Error(`No one-time code in:\n${stdout}`);
  return code;
}

/** Sets the account's password with its one-time code on the set-password page, which then offers sign-in. */
export async function setPasswordOnPage(
  page: Page,
  email: string,
  code: string,
  server = sharedServer,
): Promise<void> {
  await page.goto(`${server.origin}/inbox/set-password`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("One-time code", { exact: true }).fill(code);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText(inboxCopy.setPassword.done);
}

/** Fills and sends the sign-in form, opening the inbox first unless an inbox page (which has it) is open. */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  server = sharedServer,
): Promise<void> {
  const onInbox = new URL(page.url(), "http://x").pathname.startsWith("/inbox");
  if (!onInbox) await page.goto(`${server.origin}/inbox`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * A new owner, as an owner adds one (`npm run users -- add`), who sets a password with the printed
 * code and signs in; returns the account's address.
 */
export async function signedInOwner(page: Page, testInfo: TestInfo, server = sharedServer): Promise<string> {
  const email = uniqueEmail(testInfo, "owner");
  await setPasswordOnPage(page, email, await addAccount(email, server), server);
  await signIn(page, email, PASSWORD, server);
  await expect(page.getByRole("heading", { level: 1, name: inboxCopy.list.heading })).toBeVisible();
  return email;
}
