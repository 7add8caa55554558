import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { describeEachBackend, type Backend } from "../../tests/server-support/backends.ts";
import { migrateToLatest } from "./migrations.ts";
import { openDatabase, type Database } from "./open-database.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

const row = (message: string) => ({
  created_at: new Date().toISOString(),
  full_name: "Omar",
  email: "omar@example.com",
  phone: null,
  message,
  user_agent: null,
  notification_state: "none" as const,
});

/**
 * A real fault in the middle of a transaction, after which the database has
 * already ended the transaction itself, so a ROLLBACK fails.
 */
const faults: Record<Backend["name"], { cause: RegExp; strike(trx: Transaction): Promise<void> }> = {
  // SQLite's "disk is full" (SQLITE_FULL), which rolls the transaction back: no page may be added.
  sqlite: {
    cause: /database or disk is full/,
    async strike(trx) {
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(trx);
      await sql.raw(`pragma max_page_count = ${rows[0]?.page_count ?? 1}`).execute(trx);
      await trx
        .insertInto("submissions")
        .values(row("x".repeat(100_000)))
        .execute();
    },
  },
  // The server ends our session, as on a restart or failover.
  postgres: {
    cause: /terminating connection due to administrator command/,
    async strike(trx) {
      await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
    },
  },
};

describeEachBackend("transactions", (backend) => {
  const open: Database[] = [];
  afterEach(async () => {
    for (const database of open.splice(0)) await database.close();
  });
  const connect = async () => {
    const database = openDatabase(await backend.freshDatabase());
    open.push(database);
    await migrateToLatest(database);
    return database;
  };

  it("runs a transaction again when PostgreSQL ends it to break a deadlock", async ({ skip }) => {
    if (backend.name === "sqlite")
      skip("SQLite takes its one write lock at BEGIN: two writers never deadlock");
    const database = await connect();
    const ids = await Promise.all(
      ["a", "b"].map(async (message) =>
        Number(
          (
            await database.db
              .insertInto("submissions")
              .values(row(message))
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id,
        ),
      ),
    );
    // Each takes one row, waits until the other has its own, then asks for the other's: a deadlock, which
    // PostgreSQL breaks by ending one of them. Only the first try waits, so the second goes through.
    let arrived = 0;
    let bothHoldOne = () => {};
    const holding = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const tries: number[] = [0, 0];
    const takeBoth = (writer: 0 | 1) =>
      inTransaction(database, async (trx) => {
        tries[writer] = (tries[writer] ?? 0) + 1;
        const [first, second] = writer === 0 ? ids : [...ids].reverse();
        await trx
          .updateTable("submissions")
          .set({ message: `by ${writer}` })
          .where("id", "=", first ?? 0)
          .execute();
        if (tries[writer] === 1) {
          arrived += 1;
          if (arrived === 2) bothHoldOne();
          await holding;
        }
        await trx
          .updateTable("submissions")
          .set({ message: `by ${writer}` })
          .where("id", "=", second ?? 0)
          .execute();
      });
    await Promise.all([takeBoth(0), takeBoth(1)]);
    expect(tries.reduce((sum, count) => sum + count, 0)).toBe(3);
    // The one run again wrote last: both rows are its.
    const messages = await database.db.selectFrom("submissions").select("message").execute();
    expect(new Set(messages.map((row) => row.message)).size).toBe(1);
  });

  it("throws the fault's own error, not the failed ROLLBACK's, and leaves nothing behind", async () => {
    const database = await connect();
    const fault = faults[backend.name];
    const failed = inTransaction(database, async (trx) => {
      await trx.insertInto("submissions").values(row("kept only if committed")).execute();
      await fault.strike(trx);
    });
    await expect(failed).rejects.toThrow(fault.cause);

    if (backend.name === "sqlite") await sql`pragma max_page_count = 1073741823`.execute(database.db);
    expect(await database.db.selectFrom("submissions").select("id").execute()).toEqual([]);
    await expect(
      inTransaction(database, (trx) => trx.selectFrom("submissions").select("id").execute()),
    ).resolves.toEqual([]);
  });
});
