import { afterEach, beforeAll, expect, it } from "vitest";
import { inboxCopy } from "../../app/content/inbox/inbox-copy.ts";
import { addDays, dubaiDay } from "../../app/lib/dubai-time.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { serverEnv, spawnServer } from "../../tests/server-support/server-process.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { createUserStore } from "../store/user-store.ts";

const EMAIL = "layla@dunecrest.example";
const PASSWORD = "a long enough password";
const DAYS = 90;
const VALUES_PER_DAY = 400;

describeEachBackend("the Insights report thread", (backend) => {
  const databases = useTestDatabases(backend);
  let staticDir: string;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    staticDir = await createFixtureSite();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it("answers other requests while a long report is made, and the report still comes", async () => {
    const config = await backend.freshDatabase();
    const database = await databases.open(config);
    // Three months of counts, each day with many pages, referrers and paths not found: a report that takes a while.
    const today = dubaiDay(new Date());
    for (let day = 0; day < DAYS; day++) {
      const date = addDays(today, -day);
      const rows = ["page", "referrer", "not-found"].flatMap((dimension) =>
        Array.from({ length: VALUES_PER_DAY }, (_, index) => ({
          day: date,
          dimension,
          value: `/${dimension}/${date}/${index}`,
          detail: "",
          views: index + 1,
          visitors: 1,
        })),
      );
      rows.push({ day: date, dimension: "total", value: "", detail: "", views: 10, visitors: 5 });
      for (let start = 0; start < rows.length; start += 400)
        await database.db
          .insertInto("insights_counts")
          .values(rows.slice(start, start + 400))
          .execute();
    }
    const users = createUserStore(database);
    const issued = await users.add(EMAIL, "owner", new Date());
    await users.setPassword(EMAIL, issued.setupCode, PASSWORD, new Date());

    // Its own process: the test's requests must not share the server's thread.
    const server = await spawnServer({ ...serverEnv(config, staticDir), INSIGHTS: "off" });
    stops.push(async () => {
      server.child.kill("SIGKILL");
      await server.exitCode;
    });
    const visitor = new Visitor(server.url);
    expect((await signIn(visitor, EMAIL, PASSWORD)).status).toBe(303);

    let reportAnswered = false;
    const report = visitor
      .get(`/inbox/insights?from=${addDays(today, -(DAYS - 1))}&to=${today}`)
      .then((response) => {
        reportAnswered = true;
        return response;
      });
    // Asked one after another until the report is answered: a server whose thread the report holds answers none before it.
    let answeredMeanwhile = 0;
    while (!reportAnswered) {
      const health = await request(server.url, "/healthz");
      expect(health.status).toBe(200);
      if (!reportAnswered) answeredMeanwhile += 1;
    }
    expect(answeredMeanwhile).toBeGreaterThan(2);
    const document = await page(await report);
    expect(document.querySelector("h1")?.textContent).toBe(inboxCopy.insights.heading);
    expect([...document.querySelectorAll("main dl dd")].map((cell) => cell.textContent).slice(0, 2)).toEqual([
      String(5 * DAYS),
      String(10 * DAYS),
    ]);
  });
});
