import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Spam kept with its reasons, and the index behind the double-post and repeat look-ups. */
export function spamReasons(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("spam_reasons", "text").execute();
      // The double-post and repeat look-ups: one sender's recent submissions, whatever the case of the address.
      await db.schema
        .createIndex("submissions_lower_email_created_at")
        .on("submissions")
        .columns([sql`lower(email)`, "created_at"])
        .execute();
    },
  };
}
