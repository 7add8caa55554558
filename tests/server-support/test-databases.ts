import { afterEach } from "vitest";
import type { DatabaseConfig } from "../../server/config.ts";
import { migrateToLatest } from "../../server/store/migrations.ts";
import { openDatabase, type Database } from "../../server/store/open-database.ts";
import type { Backend } from "./backends.ts";

export interface TestDatabases {
  /** A connection to a new, migrated database. */
  fresh(): Promise<Database>;
  /** Another connection to a database, as a second server instance would open it. */
  open(config: DatabaseConfig): Promise<Database>;
}

/** Migrated databases for a suite's tests; every connection is closed after each test. */
export function useTestDatabases(backend: Backend): TestDatabases {
  const opened: Database[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });
  const open = async (config: DatabaseConfig) => {
    const database = openDatabase(config);
    opened.push(database);
    await migrateToLatest(database);
    return database;
  };
  return { fresh: async () => open(await backend.freshDatabase()), open };
}
