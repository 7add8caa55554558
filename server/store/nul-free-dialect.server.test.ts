import { CompiledQuery } from "kysely";
import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { migrateToLatest } from "./migrations.ts";
import { openDatabase } from "./open-database.ts";

describeEachBackend("text written to the database", (backend) => {
  it("loses its NUL characters and keeps its line breaks and tabs, however the statement is written", async () => {
    const database = openDatabase(await backend.freshDatabase(), { role: "tool" });
    try {
      await migrateToLatest(database);
      const at = new Date().toISOString();
      await database.db
        .insertInto("users")
        .values({
          email: "layla@dunecrest.example",
          role: "owner",
          password_hash: null,
          setup_code_hash: null,
          setup_code_expires_at: null,
          created_at: at,
          display_name: "Layla\u0000 Haddad",
        })
        .execute();
      const [user] = await database.db.selectFrom("users").select(["id", "display_name"]).execute();
      expect(user?.display_name).toBe("Layla Haddad");
      // A look-up carrying one finds what was stored without it, rather than failing.
      const found = await database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "layla@dunecrest.example\u0000")
        .executeTakeFirst();
      expect(found?.id).toBe(user?.id);
      const placeholder = database.dialect === "sqlite" ? "?" : "$1";
      const raw = await database.db.executeQuery<{ text: string }>(
        CompiledQuery.raw(`select ${placeholder} as text`, ["a\u0000b\n\tc"]),
      );
      expect(raw.rows[0]?.text).toBe("ab\n\tc");
    } finally {
      await database.close();
    }
  });
});
