import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { nameKeys } from "../display-name.ts";

/**
 * Issue 27, items 7 and 8. A reply's form token, unique: a form posted twice
 * (a double click, a retry, another instance) stores and mails one reply.
 * An account's name keys, each unique: no two accounts share a name, however
 * cased, spaced or spelt in look-alike letters. Names that clash already are
 * kept as they are: the oldest account takes the keys, the later ones keep
 * none until renamed (the People page lists them for the owner). And the
 * account an assignment event names, so the timeline credits it by account.
 */
export function namesAndReplyForms(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("lead_replies").addColumn("form_token", "text").execute();
      await db.schema.createIndex("lead_replies_form_token").on("lead_replies").column("form_token").unique().execute();

      await db.schema.alterTable("users").addColumn("name_key", "text").execute();
      await db.schema.alterTable("users").addColumn("name_seen_key", "text").execute();
      await db.schema.alterTable("lead_events").addColumn("subject_id", "integer", (column) => column.references("users.id").onDelete("set null")).execute();

      const named = await (db as Kysely<{ users: { id: number; display_name: string | null } }>)
        .selectFrom("users")
        .select(["id", "display_name"])
        .where("display_name", "is not", null)
        .orderBy("id")
        .execute();
      const taken = new Set<string>();
      for (const { id, display_name: name } of named) {
        const keys = nameKeys(name ?? "");
        if (taken.has(`f:${keys.folded}`) || taken.has(`s:${keys.seen}`)) continue;
        taken.add(`f:${keys.folded}`).add(`s:${keys.seen}`);
        await (db as Kysely<{ users: { id: number; name_key: string | null; name_seen_key: string | null } }>)
          .updateTable("users")
          .set({ name_key: keys.folded, name_seen_key: keys.seen })
          .where("id", "=", id)
          .execute();
      }
      await db.schema.createIndex("users_name_key").on("users").column("name_key").unique().execute();
      await db.schema.createIndex("users_name_seen_key").on("users").column("name_seen_key").unique().execute();
    },
  };
}
