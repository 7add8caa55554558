import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * What was kept of a client's address before the server secret (decision
 * 025) was an unkeyed SHA-256 anyone could redo for every address: those
 * throttle rows go (their counters start again, as a day's idleness would
 * make them), the audit log's burst keys too (they only join refusals within
 * a minute), and the device cookie's key leaves the database for the secret
 * (every device cookie is unknown until its browser's next sign-in).
 */
export function keyedAddressDerivatives(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`delete from throttles where key like 'form:%' or key like 'sign-in:client:%' or key like 'set-password:client:%' or key like 'passkey-options:%'`.execute(db);
      await sql`update audit_log set burst_key = null where burst_key is not null`.execute(db);
      await db.schema.dropTable("server_keys").execute();
    },
  };
}
