import type { Selectable, Updateable } from "kysely";
import { toIso } from "./driver-values.ts";
import type { Database } from "./open-database.ts";
import type { Tables } from "./schema.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

/** Who a running server is, as a failed publish names it. */
export interface InstanceIdentity {
  /** Random per process start. */
  id: string;
  host: string;
  pid: number;
}

export interface SiteInstanceRow extends InstanceIdentity {
  startedAt: Date;
  lastSeenAt: Date;
  /** The newest revision it holds built, with its hashed assets served: ready to switch to. */
  ready: number | null;
  /** What it serves; null: the deployment's own build. */
  served: number | null;
  /** The last revision it could not build, and why. */
  failed: { revision: number; failure: string } | null;
}

/** What every instance serves, and what a publish is making ready on every instance. */
interface Publication {
  live: number | null;
  preparing: number | null;
}

type PrepareOutcome =
  | { started: true }
  /** Another publish is making its revision ready: this one waits its turn. */
  | { started: false; preparing: number }
  /** A revision as new or newer is live already: nothing to do. */
  | { started: false; live: number };

type GoLiveOutcome = { live: true } | { live: false; waitingFor: SiteInstanceRow[] };

/**
 * The instances of one site on one database, and the revision they serve
 * (docs/decisions/035b-publishing-on-several-instances.md). An instance is
 * alive while it was seen within `aliveMs`; a publish goes live only when
 * every living instance holds the revision built. Registering and going live
 * take the one publication row's lock, so an instance that registers while a
 * publish goes live is either counted by it or reads the new live revision.
 */
export interface SiteInstanceStore {
  /** Adds this instance (or brings its row back) and returns what it should serve and make ready. */
  register(instance: InstanceIdentity, now: Date): Promise<Publication>;
  /** Says it is alive; false when its row is gone (it must register again). */
  heartbeat(id: string, now: Date): Promise<boolean>;
  reportReady(id: string, revision: number): Promise<void>;
  reportFailed(id: string, revision: number, failure: string): Promise<void>;
  reportServed(id: string, revision: number): Promise<void>;
  /** A stopping instance leaves at once rather than when its heartbeat lapses. */
  leave(id: string): Promise<void>;
  publication(): Promise<Publication>;
  /** Phase 1 starts: every instance is to make `revision` ready. One publish at a time; one stuck since `staleAfterMs` is taken over. */
  prepare(revision: number, now: Date, staleAfterMs: number): Promise<PrepareOutcome>;
  /** The instances seen within `aliveMs`, oldest first. */
  aliveInstances(now: Date, aliveMs: number): Promise<SiteInstanceRow[]>;
  /** Phase 2, atomically: when every living instance is ready with `revision`, it becomes live; otherwise who is not. */
  goLive(revision: number, now: Date, aliveMs: number): Promise<GoLiveOutcome>;
  /** A failed publish: nothing is being made ready any more, and nothing live changes. */
  abandon(revision: number, now: Date): Promise<void>;
}

/** A crashed instance's row is deleted after a day unseen; its heartbeat lapsed long before. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

const PUBLICATION_ID = 1;

const toRow = (row: Selectable<Tables["site_instances"]>): SiteInstanceRow => ({
  id: row.id,
  host: row.host,
  pid: Number(row.pid),
  startedAt: new Date(toIso(row.started_at)),
  lastSeenAt: new Date(toIso(row.last_seen_at)),
  ready: row.ready_revision === null ? null : Number(row.ready_revision),
  served: row.served_revision === null ? null : Number(row.served_revision),
  failed:
    row.failed_revision === null
      ? null
      : { revision: Number(row.failed_revision), failure: row.failure ?? "" },
});

export function createSiteInstanceStore(database: Database): SiteInstanceStore {
  const { db } = database;
  const write = <T>(work: (trx: Transaction) => Promise<T>) => inTransaction(database, work);

  /** The publication row, locked for the rest of the transaction (SQLite's BEGIN IMMEDIATE holds the whole database already). */
  const lockPublication = async (trx: Transaction, now: Date): Promise<Publication> => {
    await trx
      .insertInto("site_publication")
      .values({ id: PUBLICATION_ID, updated_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    let select = trx
      .selectFrom("site_publication")
      .select(["live_revision", "preparing_revision"])
      .where("id", "=", PUBLICATION_ID);
    if (database.dialect === "postgres") select = select.forUpdate();
    const row = await select.executeTakeFirstOrThrow();
    return { live: row.live_revision, preparing: row.preparing_revision };
  };

  const alive = (trx: Transaction, now: Date, aliveMs: number) =>
    trx
      .selectFrom("site_instances")
      .selectAll()
      .where("last_seen_at", ">=", new Date(now.getTime() - aliveMs).toISOString())
      .orderBy("started_at")
      .orderBy("id")
      .execute();

  const report = async (id: string, values: Updateable<Tables["site_instances"]>) => {
    await write((trx) => trx.updateTable("site_instances").set(values).where("id", "=", id).execute());
  };

  return {
    async register({ id, host, pid }, now) {
      const nowIso = now.toISOString();
      return write(async (trx) => {
        const publication = await lockPublication(trx, now);
        await trx
          .deleteFrom("site_instances")
          .where("last_seen_at", "<", new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
          .execute();
        await trx
          .insertInto("site_instances")
          .values({ id, host, pid, started_at: nowIso, last_seen_at: nowIso })
          .onConflict((conflict) => conflict.column("id").doUpdateSet({ last_seen_at: nowIso }))
          .execute();
        return publication;
      });
    },

    async heartbeat(id, now) {
      const result = await write((trx) =>
        trx
          .updateTable("site_instances")
          .set({ last_seen_at: now.toISOString() })
          .where("id", "=", id)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0;
    },

    reportReady: (id, revision) => report(id, { ready_revision: revision }),
    reportFailed: (id, revision, failure) => report(id, { failed_revision: revision, failure }),
    reportServed: (id, revision) => report(id, { served_revision: revision }),

    // One statement, tried once: a stopping server does not wait on a locked or read-only database (its row lapses anyway).
    async leave(id) {
      await db.deleteFrom("site_instances").where("id", "=", id).execute();
    },

    async publication() {
      const row = await db
        .selectFrom("site_publication")
        .select(["live_revision", "preparing_revision"])
        .where("id", "=", PUBLICATION_ID)
        .executeTakeFirst();
      return { live: row?.live_revision ?? null, preparing: row?.preparing_revision ?? null };
    },

    async prepare(revision, now, staleAfterMs) {
      return write(async (trx): Promise<PrepareOutcome> => {
        const { live, preparing } = await lockPublication(trx, now);
        if (live !== null && live >= revision) return { started: false, live };
        if (preparing !== null && preparing !== revision) {
          const since = await trx
            .selectFrom("site_publication")
            .select("preparing_since")
            .where("id", "=", PUBLICATION_ID)
            .executeTakeFirstOrThrow();
          const startedAt = since.preparing_since === null ? 0 : Date.parse(toIso(since.preparing_since));
          if (startedAt + staleAfterMs > now.getTime()) return { started: false, preparing };
        }
        await trx
          .updateTable("site_publication")
          .set({
            preparing_revision: revision,
            preparing_since: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .where("id", "=", PUBLICATION_ID)
          .execute();
        return { started: true };
      });
    },

    async aliveInstances(now, aliveMs) {
      return (await alive(db, now, aliveMs)).map(toRow);
    },

    async goLive(revision, now, aliveMs) {
      return write(async (trx): Promise<GoLiveOutcome> => {
        await lockPublication(trx, now);
        const instances = (await alive(trx, now, aliveMs)).map(toRow);
        const waitingFor = instances.filter((instance) => instance.ready !== revision);
        if (waitingFor.length > 0) return { live: false, waitingFor };
        await trx
          .updateTable("site_publication")
          .set({
            live_revision: revision,
            preparing_revision: null,
            preparing_since: null,
            updated_at: now.toISOString(),
          })
          .where("id", "=", PUBLICATION_ID)
          .execute();
        return { live: true };
      });
    },

    async abandon(revision, now) {
      await write((trx) =>
        trx
          .updateTable("site_publication")
          .set({ preparing_revision: null, preparing_since: null, updated_at: now.toISOString() })
          .where("id", "=", PUBLICATION_ID)
          .where("preparing_revision", "=", revision)
          .execute(),
      );
    },
  };
}
