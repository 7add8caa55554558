import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { DatabaseConfig } from "../../server/config.ts";
import { findPostgresBin, startPostgres, type PostgresServer } from "./postgres.ts";
import { makeTempDir, removeTempDirs } from "./temp-dir.ts";

export interface Backend {
  name: "sqlite" | "postgres";
  /** A fresh, empty database for one test. */
  freshDatabase(): Promise<DatabaseConfig>;
}

const postgresBin = findPostgresBin();
const inCi = process.env.CI === "true";
let warned = false;

/**
 * Runs the same suite against SQLite and against a real PostgreSQL that it
 * starts on loopback. Without PostgreSQL installed the PostgreSQL half is
 * skipped, with a message; in CI (CI=true) it fails instead.
 */
/** Servers, databases and retries take longer than vitest's default 5 s on a busy machine. */
const suiteOptions = { timeout: 60_000 };

export function describeEachBackend(title: string, suite: (backend: Backend) => void): void {
  describe(`${title} [sqlite]`, suiteOptions, () => {
    afterAll(removeTempDirs);
    suite({
      name: "sqlite",
      freshDatabase: async () => ({
        kind: "sqlite",
        file: join(makeTempDir("sqlite"), "submissions.sqlite"),
      }),
    });
  });

  if (postgresBin === null) {
    if (inCi) {
      describe(`${title} [postgres]`, () => {
        it("needs PostgreSQL installed (CI=true)", () => {
          throw new Error(
            "PostgreSQL (initdb, pg_ctl) not found: CI must install Debian's postgresql package.",
          );
        });
      });
      return;
    }
    if (!warned) {
      warned = true;
      console.warn(
        "PostgreSQL not found (no initdb/pg_ctl under /usr/lib/postgresql/*/bin, PG_BIN or PATH): skipping the PostgreSQL tests.",
      );
    }
    describe.skip(`${title} [postgres] (PostgreSQL not installed)`, () =>
      suite({
        name: "postgres",
        freshDatabase: async () => {
          throw new Error("skipped");
        },
      }));
    return;
  }

  const bin = postgresBin;
  describe(`${title} [postgres]`, suiteOptions, () => {
    let server: PostgresServer | undefined;
    beforeAll(async () => {
      server = await startPostgres(bin);
    }, 120_000);
    // Stopping the cluster and removing its files took over vitest's default 10 s on a loaded
    // two-core machine.
    afterAll(async () => {
      await server?.stop();
      removeTempDirs();
    }, 60_000);
    suite({
      name: "postgres",
      freshDatabase: async () => {
        if (server === undefined) throw new Error("PostgreSQL did not start");
        return { kind: "postgres", url: await server.createDatabase() };
      },
    });
  });
}
