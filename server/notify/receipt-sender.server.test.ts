import { expect, it } from "vitest";
import { site } from "../../app/config/site.ts";
import { receiptCopy } from "../../app/content/receipt.ts";
import type { DatabaseConfig, ServerConfig } from "../config.ts";
import { openDatabase } from "../store/open-database.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { postForm, validFields } from "../../tests/server-support/http.ts";
import {
  startMailCatcher,
  type MailCatcher,
  type MailCatcherOptions,
} from "../../tests/server-support/mail-catcher.ts";
import { readMail, type ReadMail } from "../../tests/server-support/mail-parts.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

/** Quick retries so a refused receipt and its retries fit in a test. */
const quickRetries = {
  retry: { baseDelayMs: 20, maxDelayMs: 200, maxAttempts: 8 },
  pollMs: 20,
  leaseMs: 10_000,
  sendTimeoutMs: 5_000,
};

const company = "sales@dunecrest.example";
const visitor = "layla@example.com";
const context = { name: site.name, email: site.email };

/** What a visitor might try to send someone through the receipt: none of it may appear there. */
const typed = {
  fullName: "Quillon Zephyrine",
  message: "Marmalade-4471 kumquat: click https://evil.example/win now",
};
const typedWords = ["Quillon", "Zephyrine", "Marmalade", "4471", "kumquat", "evil.example", "501234567"];

/** Everything a reader of the mail sees: the raw headers, the decoded ones and every decoded part. */
function readable(mail: ReadMail): string {
  const headers = ["Subject", "From", "To", "Reply-To", "Cc"].map((name) => mail.header(name) ?? "");
  return [mail.head, ...headers, ...mail.parts.map((part) => part.body)].join("\n");
}

describeEachBackend("receipts", (backend) => {
  const suite = useServerTestContext();

  const mailCatcher = async (options?: MailCatcherOptions) => {
    const catcher = await startMailCatcher(0, options);
    suite.cleanup(() => catcher.close());
    return catcher;
  };
  const start = async (catcher: MailCatcher, config: Partial<ServerConfig> = {}, options = quickRetries) => {
    const database = await backend.freshDatabase();
    const server = await startTestServer(
      {
        staticDir: suite.staticDir,
        database,
        smtp: { url: `smtp://127.0.0.1:${catcher.port}`, to: [company], from: "website@dunecrest.example" },
        autoreply: true,
        ...config,
      },
      options,
    );
    suite.cleanup(() => server.stop());
    return { server, database };
  };
  const mailsTo = (catcher: MailCatcher, address: string) =>
    catcher.mails.filter((mail) => mail.recipients.includes(address));
  const companySent = (server: TestServer) => async () =>
    (await server.store.list()).every((row) => row.notificationState === "sent");
  /** The outbox's receipt jobs, read beside the running server. */
  const receiptJobs = async (database: DatabaseConfig) => {
    const opened = openDatabase(database);
    try {
      return await opened.db
        .selectFrom("notification_outbox")
        .select(["state", "attempts"])
        .where("channel", "=", "receipt")
        .execute();
    } finally {
      await opened.close();
    }
  };

  it("mails the company and the visitor one receipt with none of the visitor's words", async () => {
    const catcher = await mailCatcher();
    const { server } = await start(catcher);
    expect((await postForm(server.url, { ...validFields, ...typed })).status).toBe(303);
    await waitFor(() => catcher.mails.length === 2, "the notification and the receipt");
    await waitFor(companySent(server), "notification state sent");

    expect(mailsTo(catcher, company)).toHaveLength(1);
    const [caught] = mailsTo(catcher, visitor);
    expect(caught?.recipients).toEqual([visitor]);
    expect(caught?.from).toBe("website@dunecrest.example");
    const receipt = readMail(caught?.raw ?? "");
    const words = receiptCopy.en(context);
    expect(receipt.header("Subject")).toBe(words.subject);
    expect(receipt.header("To")).toBe(visitor);
    expect(receipt.header("Reply-To")).toBe(site.email);
    expect(receipt.header("Auto-Submitted")).toBe("auto-generated");
    expect(receipt.parts.map((part) => part.contentType)).toEqual(["text/plain", "text/html"]);
    for (const part of receipt.parts) {
      expect(part.body).toContain("within one business day");
      expect(part.body).toContain(site.email);
      expect(part.body).toContain(site.name);
    }
    const seen = readable(receipt);
    for (const word of typedWords) expect(seen, word).not.toContain(word);
    // The company's own mail does carry them: the words were really posted.
    expect(readable(readMail(mailsTo(catcher, company)[0]?.raw ?? ""))).toContain("Marmalade-4471");
  });

  it("answers a post from the Arabic page in Arabic", async () => {
    const catcher = await mailCatcher();
    const { server } = await start(catcher);
    expect((await postForm(server.url, { ...validFields, ...typed }, {}, "/ar/success.html")).status).toBe(
      303,
    );
    await waitFor(() => mailsTo(catcher, visitor).length === 1, "the receipt");

    const receipt = readMail(mailsTo(catcher, visitor)[0]?.raw ?? "");
    const words = receiptCopy.ar(context);
    expect(receipt.header("Subject")).toBe(words.subject);
    const [text, html] = receipt.parts.map((part) => part.body);
    expect(text).toContain("خلال يوم عمل واحد");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    for (const word of typedWords) expect(readable(receipt), word).not.toContain(word);
  });

  it("sends one receipt per address in 24 hours; the company hears of every post", async () => {
    const catcher = await mailCatcher();
    const { server, database } = await start(catcher);
    expect((await postForm(server.url, validFields)).status).toBe(303);
    // Another message, so it is neither a double post nor a repeat: only the address is the same.
    expect(
      (
        await postForm(server.url, {
          ...validFields,
          email: "Layla@Example.com",
          message: "One more question.",
        })
      ).status,
    ).toBe(303);
    await waitFor(() => mailsTo(catcher, company).length === 2, "both notifications");
    await waitFor(
      async () => (await receiptJobs(database)).every((job) => job.state === "sent"),
      "the receipt sent",
    );

    expect(await receiptJobs(database)).toHaveLength(1);
    expect(catcher.mails.filter((mail) => !mail.recipients.includes(company))).toHaveLength(1);
  });

  it("retries a refused receipt like a notification, and delivers it", async () => {
    let refusals = 0;
    const catcher = await mailCatcher({ refuse: (address) => address === visitor && refusals++ < 2 });
    const { server } = await start(catcher);
    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(() => mailsTo(catcher, visitor).length === 1, "the receipt after two refusals");
    expect(
      server.logs.filter((entry) => entry.event === "notification-retry" && entry.channel === "receipt"),
    ).toHaveLength(2);
    await waitFor(companySent(server), "notification state sent");
  });

  it("gives up a receipt that keeps failing without marking the company's notification failed", async () => {
    const catcher = await mailCatcher({ refuse: (address) => address === visitor });
    const { server, database } = await start(
      catcher,
      {},
      { ...quickRetries, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 3 } },
    );
    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(
      () => server.logs.some((entry) => entry.event === "notification-failed" && entry.channel === "receipt"),
      "the receipt given up",
    );

    expect(await receiptJobs(database)).toEqual([{ state: "failed", attempts: 3 }]);
    await waitFor(companySent(server), "notification state sent");
    expect(mailsTo(catcher, company)).toHaveLength(1);
  });

  it("sends no receipt with AUTOREPLY off", async () => {
    const catcher = await mailCatcher();
    const { server, database } = await start(catcher, { autoreply: false });
    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(companySent(server), "notification state sent");

    expect(await receiptJobs(database)).toEqual([]);
    expect(catcher.mails.map((mail) => mail.recipients)).toEqual([[company]]);
  });
});
