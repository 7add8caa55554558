import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { SQLITE_FILE_NAME } from "../../server/config.ts";
import { openDatabase } from "../../server/store/open-database.ts";
import { createLeadIntake } from "../../server/store/lead-intake.ts";
import { startMailCatcher, type MailCatcher } from "../server-support/mail-catcher.ts";
import { runUsersCli, spawnServer, type ServerProcess } from "../server-support/server-process.ts";
import { newLead } from "../server-support/submissions.ts";
import { makeTempDir, removeTempDirs } from "../server-support/temp-dir.ts";
import { waitFor } from "../server-support/wait-for.ts";
import { axeViolations } from "./support/axe";

const PASSWORD = "correct horse battery staple";
const STAFF = "layla@dunecrest.example";
const copy = inboxCopy.lead;

/**
 * One lead worked from arrival to its first answer, on a server of its own:
 * it mails through a real SMTP server on loopback, which the shared e2e server
 * does not have, and replies need one.
 */
test.describe("working a lead", () => {
  let catcher: MailCatcher;
  let server: ServerProcess | undefined;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;

  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    test.skip(
      testInfo.project.name !== "desktop",
      "one journey, in the desktop project; it checks 390 px itself",
    );
    catcher = await startMailCatcher();
    dataDir = makeTempDir("lead-journey");
    const { DATABASE_URL: _url, ...inherited } = process.env;
    env = {
      ...inherited,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      STATIC_DIR: join(process.cwd(), "build", "client"),
      FORM_RATE_LIMIT: "0",
      SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
      NOTIFY_TO: "leads@dunecrest.example",
      NOTIFY_FROM: "web@dunecrest.example",
      REPLY_TO: "consultants@dunecrest.example",
    };
    server = await spawnServer(env);
  });

  test.afterAll(async () => {
    if (server === undefined) return;
    server.child.kill("SIGTERM");
    await server.exitCode;
    await catcher.close();
    removeTempDirs();
  });

  /** A lead that arrived two weeks ago and was never answered: overdue on any day. */
  async function storeOverdueLead(fullName: string): Promise<number> {
    const database = openDatabase(
      { kind: "sqlite", file: join(dataDir, SQLITE_FILE_NAME) },
      { role: "tool" },
    );
    try {
      const store = createLeadIntake(database, []);
      return (
        await store.add(
          newLead({
            fullName,
            email: "mariam@example.com",
            createdAt: new Date(Date.now() - 14 * 24 * 3_600_000),
          }),
        )
      ).id;
    } finally {
      await database.close();
    }
  }

  async function expectNoAxeViolations(page: Page, what: string) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  test("a lead arrives, is assigned, gets a note and a reply, and leaves Overdue with its first-answer time", async ({
    page,
  }) => {
    // One journey through five pages, each checked by axe at two widths, and the lead read at a
    // phone's width too: longer than one page's test.
    test.setTimeout(120_000);
    const url = server?.url ?? "";
    const added = await runUsersCli(env, ["add", STAFF, "--role", "member", "--name", "Layla Haddad"]);
    const code = /One-time code: +(\S+)/.exec(added.stdout)?.[1] ?? "";
    const fullName = "Mariam Nasser";
    const id = await storeOverdueLead(fullName);

    await page.goto(`${url}/inbox/set-password`);
    await page.getByLabel("Email", { exact: true }).fill(STAFF);
    await page.getByLabel("One-time code", { exact: true }).fill(code);
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Repeat the new password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByLabel("Email", { exact: true }).fill(STAFF);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    // The lead is overdue: the list says by how much, under Overdue too.
    await page.getByRole("link", { name: inboxCopy.list.views.overdue }).click();
    await expect(page).toHaveURL(/overdue=1/);
    const item = page.getByRole("listitem").filter({ hasText: fullName });
    await expect(item).toContainText(/Overdue by \d+ h/);
    await expect(item).toContainText(`${inboxCopy.list.assignee}: ${inboxCopy.list.nobody}`);
    await expectNoAxeViolations(page, "list");

    await item.getByRole("link", { name: fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/inbox/submissions/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(fullName);
    const clock = page.locator("dt", { hasText: copy.answered }).locator("xpath=following-sibling::dd[1]");
    await expect(clock).toContainText(copy.notAnswered);
    // The deadline in words, Dubai time: a day's end, or a weekday, date and time; never a bare 00:00.
    await expect(clock).toContainText(
      /Was due by (the end of [A-Z][a-z]+day \d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]+day \d{1,2} [A-Z][a-z]{2}(?: \d{4})?, \d{2}:\d{2})/,
    );
    await expect(clock).not.toContainText("00:00");
    await expectNoAxeViolations(page, "lead-unanswered");

    await page.getByLabel(copy.assignTo).selectOption({ label: copy.you("Layla Haddad") });
    await page.getByRole("button", { name: copy.assign, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(String(copy.done.assigned));

    await page.getByLabel(copy.noteLabel).fill("Prefers a call after 4 pm.");
    await page.getByRole("button", { name: copy.noteSave }).click();
    await expect(page.getByRole("status")).toHaveText(String(copy.done.noted));

    // On a phone the reply form is below the message: the first screen's Write a reply leads to it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("link", { name: copy.replyHere })).toBeInViewport();
    await page.getByRole("link", { name: copy.replyHere }).click();
    await expect(page.getByLabel(copy.replyLabel)).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page
      .getByLabel(copy.replyLabel)
      .fill("Thank you for your message. We will call you tomorrow at 4 pm.");
    await page.getByRole("button", { name: copy.replySend }).click();
    await expect(page.getByRole("status")).toHaveText(String(copy.done.replied));

    // Answered: the first answer's time replaces the clock, and the timeline tells the story.
    const answered = page.locator("dt", { hasText: copy.answered }).locator("xpath=following-sibling::dd[1]");
    await expect(answered.locator("time")).toBeVisible();
    const timeline = page.getByRole("region", { name: copy.timeline });
    await expect(timeline).toContainText("Layla Haddad took it");
    await expect(timeline).toContainText("Prefers a call after 4 pm.");
    await expect(timeline).toContainText("Layla Haddad sent a reply");
    await waitFor(
      () => catcher.mails.some((mail) => mail.recipients.includes("mariam@example.com")),
      "the reply's mail",
    );
    await page.reload();
    await expect(page.getByRole("region", { name: copy.timeline })).toContainText(
      "Layla Haddad sent a reply (delivered to the mail server)",
    );
    await expectNoAxeViolations(page, "lead");

    await page.goto(`${url}/inbox?overdue=1&state=all`);
    await expect(page.getByRole("listitem").filter({ hasText: fullName })).toHaveCount(0);
    await page.goto(`${url}/inbox?state=all`);
    await expect(page.getByRole("listitem").filter({ hasText: fullName })).toContainText(
      `${inboxCopy.list.assignee}: Layla Haddad`,
    );

    // The week it arrived, on Insights: one lead, answered, past its promise.
    await page.getByRole("link", { name: inboxCopy.list.answerTimes }).click();
    await expect(page.getByRole("table", { name: inboxCopy.answerTimes.caption })).toContainText(
      inboxCopy.answerTimes.withinOf(0, 1),
    );
    await expectNoAxeViolations(page, "insights");

    // Her digest, off from her Account page.
    await page.getByRole("link", { name: inboxCopy.nav.account }).click();
    // This server sends mail: the digest goes out, and nothing says otherwise.
    await expect(page.getByRole("main")).toContainText(inboxCopy.account.digestIsOn);
    await expect(page.getByRole("main")).not.toContainText(inboxCopy.account.digestNoMail);
    await page.getByRole("button", { name: inboxCopy.account.digestTurnOff }).click();
    await expect(page.getByRole("status")).toHaveText(inboxCopy.account.digestOff);
    await expect(page.getByLabel(inboxCopy.account.nameLabel)).toHaveValue("Layla Haddad");
    await expectNoAxeViolations(page, "account");
  });
});
