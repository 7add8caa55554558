import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 29: the right to edit and publish the site, per account. A member
 * has it once an owner grants it (the People page, `users add --editor`);
 * an owner has it by being one (user-store.ts), so no owner's row needs it
 * set and an owner made later has it too. Every existing member starts
 * without it.
 */
export function editorRight(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("editor", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
    },
  };
}
