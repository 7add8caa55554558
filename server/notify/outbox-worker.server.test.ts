import { expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import type { ServerConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { postForm, validFields } from "../../tests/server-support/http.ts";
import { startMailCatcher, type MailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { readMail } from "../../tests/server-support/mail-parts.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { openDatabase } from "../store/open-database.ts";
import { isolate } from "../../app/lib/bidi.ts";
import { startSilentServer } from "../../tests/server-support/silent-server.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/server-support/webhook-receiver.ts";

/** Quick retries so an outage and its recovery fit in a test. */
const quickRetries = {
  retry: { baseDelayMs: 20, maxDelayMs: 200, maxAttempts: 8 },
  pollMs: 20,
  leaseMs: 10_000,
  sendTimeoutMs: 5_000,
};

/** Mail servers that accept the connection and then hang: nodemailer's defaults would wait up to 10 minutes. */
const silentMailServers = [
  ["never greets", undefined],
  ["greets, then says nothing", "220 mail.example ESMTP\r\n"],
] as const;

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return unfolded
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

describeEachBackend("notifications", (backend) => {
  const suite = useServerTestContext();

  const mailCatcher = async (port?: number) => {
    const catcher = await startMailCatcher(port);
    suite.cleanup(() => catcher.close());
    return catcher;
  };
  const webhook = async (failures = 0) => {
    const receiver = await startWebhookReceiver(failures);
    suite.cleanup(() => receiver.close());
    return receiver;
  };
  const start = async (config: Partial<ServerConfig>, options = quickRetries) => {
    const server = await startTestServer(
      { staticDir: suite.staticDir, database: await backend.freshDatabase(), ...config },
      options,
    );
    suite.cleanup(() => server.stop());
    return server;
  };
  const smtpTo = (catcher: Pick<MailCatcher, "port">) => ({
    url: `smtp://127.0.0.1:${catcher.port}`,
    to: ["sales@dunecrest.example"],
    from: "website@dunecrest.example",
  });
  const settled = (server: TestServer, state: string) => async () =>
    (await server.store.list()).every((row) => row.notificationState === state);

  it("mails the company (Reply-To the visitor) and posts the webhook", async () => {
    const catcher = await mailCatcher();
    const receiver: WebhookReceiver = await webhook();
    const server = await start({ smtp: smtpTo(catcher), webhook: receiver.config });

    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(() => catcher.mails.length === 1 && receiver.delivered.length === 1, "mail and webhook");
    await waitFor(settled(server, "sent"), "notification state sent");

    const [mail] = catcher.mails;
    expect(mail?.recipients).toEqual(["sales@dunecrest.example"]);
    expect(mail?.from).toBe("website@dunecrest.example");
    expect(readMail(mail?.raw ?? "").header("Reply-To")).toBe(
      `${isolate("Layla Haddad")} <layla@example.com>`,
    );
    expect(header(mail?.raw ?? "", "To")).toBe("sales@dunecrest.example");
    expect(readMail(mail?.raw ?? "").header("Subject")).toBe(`Contact form: ${isolate("Layla Haddad")}`);
    expect(mail?.raw).toContain("We need a payment gateway integration review.");
    expect(mail?.raw).toContain("+971501234567");

    const [stored] = await server.store.list();
    expect(receiver.delivered).toEqual([
      {
        contentType: "application/json",
        webhookId: expect.any(String),
        body: {
          event: "contact.submitted",
          id: stored?.id,
          createdAt: stored?.createdAt,
          fullName: "Layla Haddad",
          email: "layla@example.com",
          phone: "+971501234567",
          message: "We need a payment gateway integration review.",
          userAgent: null,
          // Posted without a counted visit (counting is off in this test): unknown.
          source: {
            formPage: null,
            landingPage: null,
            referrerHost: null,
            utmSource: null,
            utmMedium: null,
            utmCampaign: null,
          },
        },
      },
    ]);
  });

  it("mails a text and an HTML part: the name in the subject, the message escaped, the phone and the inbox linked", async () => {
    const catcher = await mailCatcher();
    const server = await start({ smtp: smtpTo(catcher), siteUrl: "https://www.dunecrest.example" });
    const response = await postForm(server.url, {
      ...validFields,
      fullName: "Eve\r\nBcc: x@y",
      message: "Hello <script>alert(1)</script>\nSecond line",
    });
    expect(response.status).toBe(303);
    await waitFor(() => catcher.mails.length === 1, "the mail");

    const mail = readMail(catcher.mails[0]?.raw ?? "");
    const [stored] = await server.store.list();
    expect(mail.header("Subject")).toBe(`Contact form: ${isolate("Eve Bcc: x@y")}`);
    expect(mail.head).not.toMatch(/^bcc:/im);
    expect(catcher.mails[0]?.recipients).toEqual(["sales@dunecrest.example"]);
    // Encoded as a display name, the colon in it is no header.
    expect(mail.header("Reply-To")).toBe(`${isolate("Eve Bcc: x@y")} <layla@example.com>`);
    expect(mail.parts.map((part) => part.contentType)).toEqual(["text/plain", "text/html"]);
    const [text, html] = mail.parts.map((part) => part.body);
    const inbox = `https://www.dunecrest.example/inbox/submissions/${stored?.id}`;
    expect(text).toContain("Hello <script>alert(1)</script>\r\nSecond line");
    expect(text).toContain(inbox);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>");
    expect(html).toContain('<a href="tel:+971501234567">');
    expect(html).toContain(`<a href="${inbox}">`);
  });

  it("isolates the visitor's name in the staff mail's subject, Reply-To and text, so an override in it cannot turn the fixed words around", async () => {
    const catcher = await mailCatcher();
    const server = await start({ smtp: smtpTo(catcher) });
    const fullName = "Mallory \u202Eevil";
    expect((await postForm(server.url, { ...validFields, fullName })).status).toBe(303);
    await waitFor(() => catcher.mails.length === 1, "the mail");
    const mail = readMail(catcher.mails[0]?.raw ?? "");
    // U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE; the subject, one safe line, keeps no bidi control of the visitor's.
    expect(mail.header("Subject")).toBe("Contact form: \u2068Mallory evil\u2069");
    // The Reply-To name too: a mail program shows it beside fixed words ("From:", "To:") as it answers.
    expect(mail.header("Reply-To")).toBe("\u2068Mallory evil\u2069 <layla@example.com>");
    const [text, html] = mail.parts.map((part) => part.body);
    expect(text).toContain("Name:     \u2068Mallory \u202Eevil\u2069\r\n");
    expect(html).toContain('<td dir="auto">Mallory \u202Eevil</td>');
  });

  it("lets no visitor text add a mail header", async () => {
    const catcher = await mailCatcher();
    const server = await start({ smtp: smtpTo(catcher) });
    const response = await postForm(server.url, {
      ...validFields,
      fullName: "Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes",
      message: "hello\r\n.\r\nMAIL FROM:<x@evil.example>\r\nBcc: victim@evil.example",
    });
    expect(response.status).toBe(303);
    await waitFor(() => catcher.mails.length === 1, "the mail");
    const raw = catcher.mails[0]?.raw ?? "";
    const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
    expect(head).not.toMatch(/^bcc:/im);
    expect(head).not.toMatch(/^x-injected:/im);
    expect(catcher.mails[0]?.recipients).toEqual(["sales@dunecrest.example"]);
    expect(catcher.mails).toHaveLength(1);
  });

  it("answers the visitor and keeps the submission while mail and webhook are down, then delivers", async () => {
    // Reserve a port for the mail server, then leave it closed: the outage.
    const probe = await startMailCatcher();
    const port = probe.port;
    await probe.close();
    const receiver = await webhook(3);
    const server = await start({
      smtp: { ...smtpTo(probe), url: `smtp://127.0.0.1:${port}` },
      webhook: receiver.config,
    });

    const response = await postForm(server.url, validFields);
    expect(response.status).toBe(303);
    expect(await server.store.list()).toHaveLength(1);
    await waitFor(
      () => server.logs.some((entry) => entry.event === "notification-retry" && entry.channel === "email"),
      "a failed mail attempt",
    );
    expect((await server.store.list())[0]?.notificationState).toBe("pending");

    const catcher = await mailCatcher(port);
    await waitFor(() => catcher.mails.length === 1, "the mail after the outage");
    await waitFor(() => receiver.delivered.length === 1, "the webhook after its failures");
    await waitFor(settled(server, "sent"), "notification state sent");
    expect(receiver.attempts()).toBe(4);
  });

  it("signs every webhook delivery so the receiver can verify it, with one webhook-id across the retries", async () => {
    const receiver = await webhook(2);
    const server = await start({ webhook: receiver.config });

    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(() => receiver.delivered.length === 1, "the webhook after two failures");
    const [stored] = await server.store.list();
    // Each attempt is signed afresh (its timestamp is the attempt's) and verified by the standardwebhooks library.
    expect(receiver.log).toHaveLength(3);
    expect(receiver.log.every((attempt) => attempt.verified)).toBe(true);
    const ids = new Set(receiver.log.map((attempt) => attempt.webhookId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^[A-Za-z0-9_-]+$/);
    // The payload keeps its shape: its own id is still the submission's.
    expect(receiver.delivered[0]).toMatchObject({ body: { event: "contact.submitted", id: stored?.id } });

    expect(
      (await postForm(server.url, { ...validFields, message: "A second, different request." })).status,
    ).toBe(303);
    await waitFor(() => receiver.delivered.length === 2, "the second submission's webhook");
    expect(receiver.log.at(-1)?.webhookId).not.toBe([...ids][0]);
  });

  const silentMailServer = async (greeting: string | undefined) => {
    const silent = await startSilentServer(greeting);
    suite.cleanup(() => silent.close());
    return silent;
  };

  it.each(silentMailServers)(
    "with a mail server that %s, still posts later submissions' webhooks and stops within seconds",
    async (_case, greeting) => {
      const silent = await silentMailServer(greeting);
      const receiver = await webhook();
      const database = await backend.freshDatabase();
      const server = await startTestServer(
        { staticDir: suite.staticDir, database, smtp: smtpTo(silent), webhook: receiver.config },
        { ...quickRetries, sendTimeoutMs: 9_000 },
      );
      let stopped = false;
      suite.cleanup(async () => {
        if (!stopped) await server.stop();
      });

      expect((await postForm(server.url, { ...validFields, message: "first" })).status).toBe(303);
      await waitFor(
        () => silent.connections() === 1 && receiver.delivered.length === 1,
        "the mail to hang and the first webhook",
      );
      expect((await postForm(server.url, { ...validFields, message: "second" })).status).toBe(303);
      await waitFor(() => receiver.delivered.length === 2, "the second webhook while the first mail hangs");

      const stopping = server.stop().then(() => true);
      expect(await Promise.race([stopping, sleep(10_000).then(() => false)]), "stop() within 10 s").toBe(
        true,
      );
      stopped = true;
      expect(server.logs).toContainEqual(
        expect.objectContaining({ event: "notification-abandoned", channel: "email" }),
      );
      // The abandoned mail stays due: the next start sends it after its lease.
      const reopened = openDatabase(database);
      suite.cleanup(() => reopened.close());
      const jobs = await reopened.db
        .selectFrom("notification_outbox")
        .select(["channel", "state"])
        .orderBy("id")
        .execute();
      expect(jobs.filter((job) => job.channel === "email").map((job) => job.state)).toEqual([
        "pending",
        "pending",
      ]);
    },
  );

  it.each(silentMailServers)(
    "gives up a send to a mail server that %s at its deadline, and tries again",
    async (_case, greeting) => {
      const silent = await silentMailServer(greeting);
      const server = await start({ smtp: smtpTo(silent) }, { ...quickRetries, sendTimeoutMs: 300 });
      expect((await postForm(server.url, validFields)).status).toBe(303);
      await waitFor(() => silent.connections() >= 2, "a second attempt after the first timed out");
      expect(server.logs).toContainEqual(
        expect.objectContaining({
          event: "notification-retry",
          channel: "email",
          error: "no answer within 0.3 s",
        }),
      );
    },
  );

  it("gives up after the last attempt and keeps the submission", async () => {
    const receiver = await webhook(1000);
    const server = await start(
      { webhook: receiver.config },
      { ...quickRetries, retry: { baseDelayMs: 10, maxDelayMs: 20, maxAttempts: 3 } },
    );
    expect((await postForm(server.url, validFields)).status).toBe(303);
    await waitFor(settled(server, "failed"), "notification state failed");
    expect(receiver.attempts()).toBe(3);
    expect(await server.store.list()).toHaveLength(1);
    expect(server.logs.some((entry) => entry.event === "notification-failed")).toBe(true);
  });

  it("delivers after a restart what an earlier run left in the outbox", async () => {
    const failing = await webhook(1000);
    const database = await backend.freshDatabase();
    const first = await startTestServer(
      { staticDir: suite.staticDir, database, webhook: failing.config },
      quickRetries,
    );
    expect((await postForm(first.url, validFields)).status).toBe(303);
    await waitFor(() => first.logs.some((entry) => entry.event === "notification-retry"), "a failed attempt");
    await first.stop();

    const receiver = await webhook();
    const second = await startTestServer(
      { staticDir: suite.staticDir, database, webhook: receiver.config },
      quickRetries,
    );
    suite.cleanup(() => second.stop());
    await waitFor(() => receiver.delivered.length === 1, "the webhook from the outbox");
    await waitFor(settled(second, "sent"), "notification state sent");
  });
});
