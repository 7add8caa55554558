import { expect, it } from "vitest";
import { describeEachBackend } from "../tests/server-support/backends.ts";
import { useServerTestContext } from "../tests/server-support/server-test-context.ts";
import { startTestServer } from "../tests/server-support/test-server.ts";
import { waitFor } from "../tests/server-support/wait-for.ts";
import { createAuditLog } from "./store/audit-log.ts";
import { migrateToLatest } from "./store/migrations.ts";
import { openDatabase } from "./store/open-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachBackend("the server's housekeeping", (backend) => {
  const suite = useServerTestContext();

  it("purges the audit log by AUDIT_RETENTION_DAYS soon after start (a minute, here at once), not an hour later", async () => {
    const config = await backend.freshDatabase();
    const database = openDatabase(config);
    suite.cleanup(() => database.close());
    await migrateToLatest(database);
    const audit = createAuditLog(database);
    await audit.record(
      { actor: null, action: "user-added", subject: "user old@dunecrest.example" },
      new Date(Date.now() - 31 * DAY_MS),
    );
    await audit.record(
      { actor: null, action: "user-added", subject: "user kept@dunecrest.example" },
      new Date(Date.now() - 29 * DAY_MS),
    );

    const server = await startTestServer(
      { staticDir: suite.staticDir, database: config, auditRetentionDays: 30 },
      { firstHousekeepingMs: 0 },
    );
    suite.cleanup(() => server.stop());

    const subjects = async () => (await audit.recent(10)).map((row) => row.subject);
    await waitFor(
      async () => !(await subjects()).includes("user old@dunecrest.example"),
      "the first purge",
      4_000,
    );
    // Kept: the recent row, and the seed of the site's content the first start recorded.
    expect(await subjects()).toEqual(["revision 1", "user kept@dunecrest.example"]);
  });
});
