import { expect, it } from "vitest";
import type { ServerConfig } from "../config.ts";
import { ALERT_CEILING } from "../inbox/sign-in-throttle.ts";
import { createUserStore } from "../store/user-store.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { startMailCatcher } from "../../tests/server-support/mail-catcher.ts";
import { readMail } from "../../tests/server-support/mail-parts.ts";
import { useServerTestContext } from "../../tests/server-support/server-test-context.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { startTestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";

const OWNER = "layla@dunecrest.example";
const ALERT = "sign-in-alert";

/** Quick retries so an outage and its recovery fit in a test. */
const quickRetries = {
  retry: { baseDelayMs: 20, maxDelayMs: 200, maxAttempts: 8 },
  pollMs: 20,
  leaseMs: 10_000,
  sendTimeoutMs: 5_000,
};

describeEachBackend("the owners' sign-in alert", (backend) => {
  const suite = useServerTestContext();
  const databases = useTestDatabases(backend);

  it("reaches the owners through a mail server down when it is raised and a restart meanwhile", async () => {
    // Reserve a port for the mail server, then leave it closed: the outage.
    const probe = await startMailCatcher();
    const port = probe.port;
    await probe.close();
    const smtp: ServerConfig["smtp"] = {
      url: `smtp://127.0.0.1:${port}`,
      from: "web@dunecrest.example",
      to: ["leads@dunecrest.example"],
    };
    const database = await backend.freshDatabase();
    const users = createUserStore(await databases.open(database));
    const { setupCode } = await users.add(OWNER, "owner", new Date());
    expect((await users.setPassword(OWNER, setupCode, "a long enough password", new Date())).ok).toBe(true);
    await users.add("second-owner@dunecrest.example", "owner", new Date());
    await users.add("member@dunecrest.example", "member", new Date());

    const config = { staticDir: suite.staticDir, database, smtp };
    const first = await startTestServer({ ...config, trustProxyHops: 1 }, quickRetries);
    let firstStopped = false;
    suite.cleanup(async () => {
      if (!firstStopped) await first.stop();
    });
    for (let attempt = 0; attempt < ALERT_CEILING; attempt++) {
      const attacker = new Visitor(first.url, first.url, { "X-Forwarded-For": `203.0.113.${attempt % 250}` });
      const response = await signIn(attacker, OWNER, `guess ${attempt}`);
      expect([400, 429], `attempt ${attempt}`).toContain(response.status);
    }
    await waitFor(
      () => first.logs.some((entry) => entry.event === "notification-retry" && entry.channel === ALERT),
      "a failed attempt at the alert",
    );
    await first.stop();
    firstStopped = true;

    const catcher = await startMailCatcher(port);
    suite.cleanup(() => catcher.close());
    const second = await startTestServer(config, quickRetries);
    suite.cleanup(() => second.stop());
    const sent = () =>
      second.logs.some((entry) => entry.event === "notification-sent" && entry.channel === ALERT);
    await waitFor(sent, "the alert");
    expect(catcher.mails).toHaveLength(1);
    const [mail] = catcher.mails;
    expect(mail?.recipients.sort()).toEqual([OWNER, "second-owner@dunecrest.example"].sort());
    expect(readMail(mail?.raw ?? "").header("Subject")).toBe(`Inbox: many failed sign-ins on ${OWNER}`);
  });
});
