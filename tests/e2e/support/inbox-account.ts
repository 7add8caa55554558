import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { inboxCopy } from "../../../app/content/inbox/inbox-copy.ts";
import { e2eDataDir } from "./e2e-data-dir.ts";

const PASSWORD = "correct horse battery staple";
const nodeBin = join(process.cwd(), "node_modules", ".bin", "node");

/** An address no other test uses: the e2e database is shared by every test and both projects. */
export function uniqueEmail(testInfo: TestInfo, who: string): string {
  return `${who}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@dunecrest.example`;
}

/**
 * A new owner of the browser tests' server, as an owner adds one (`npm run users -- add`), who sets a
 * password with the printed code and signs in; returns the account's address.
 */
export async function signedInOwner(page: Page, testInfo: TestInfo): Promise<string> {
  const email = uniqueEmail(testInfo, "owner");
  const { DATABASE_URL: _url, ...env } = process.env;
  const { stdout } = await promisify(execFile)(nodeBin, ["server/cli/users-cli.ts", "add", email, "--role", "owner"], {
    cwd: process.cwd(),
    env: { ...env, DATA_DIR: e2eDataDir },
  });
  const code = /One-time code: +([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(stdout)?.[1];
  if (code === undefined) throw new Error(`No one-time code in:\n${stdout}`);
  await page.goto("/inbox/set-password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("One-time code", { exact: true }).fill(code);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toHaveText(inboxCopy.setPassword.done);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: inboxCopy.list.heading })).toBeVisible();
  return email;
}
