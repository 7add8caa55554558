/**
 * Publishing on every instance of the site at once, in two phases
 * (docs/decisions/035b-publishing-on-several-instances.md). Phase 1: every
 * living instance builds the revision and serves its hashed assets beside
 * the site it serves, then says it is ready. Phase 2, once all are: the
 * revision becomes live in the database, and each instance switches when its
 * next look (at most `pollMs` later) sees it. So no instance serves a page of
 * the new revision while another still lacks a file that page asks for. One
 * instance alone (SQLite) does the same: build, then switch.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { siteInstancesCopy } from "../../app/content/inbox/site-instances-copy.ts";
import type { Database } from "../store/open-database.ts";
import {
  createSiteInstanceStore,
  type InstanceIdentity,
  type SiteInstanceRow,
} from "../store/site-instance-store.ts";

/** Builds a revision from the database's content; resolves with the folder it built (server/publish's runner). */
export interface RevisionBuilder {
  build(revision: number): Promise<string>;
}

/** Serves a built revision in place of the current one, pages and all (the composition root's swap). */
export interface SiteSwitcher {
  switchTo(revision: number, dir: string): Promise<void>;
}

/**
 * Phase 1's last step: the built revision's hashed assets (`/assets/…`) are
 * answered beside the site served now, whose pages stay as they are. A page
 * of the new revision served by another instance then finds its assets here.
 * Throws when the build cannot be served: the instance reports it not ready.
 */
export interface AssetHolder {
  holdAssets(revision: number, dir: string): Promise<void>;
}

export interface InstanceTiming {
  /** How often an instance looks for a revision to make ready or to switch to. */
  pollMs?: number;
  /** How often it says it is alive. */
  heartbeatMs?: number;
  /** An instance not heard from for this long is taken for gone: a publish does not wait for it. */
  aliveMs?: number;
  /** How long phase 1 waits for every instance to be ready before the publish fails. */
  prepareTimeoutMs?: number;
  /** How long a publish waits, after going live, to see every instance say it switched. */
  switchWaitMs?: number;
}

const defaults: Required<InstanceTiming> = {
  pollMs: 1_000,
  heartbeatMs: 5_000,
  aliveMs: 15_000,
  prepareTimeoutMs: 180_000,
  switchWaitMs: 30_000,
};

interface PublishedEverywhere {
  revision: number;
  /** The instances alive when it went live; `served` says which had switched when the publish returned. */
  instances: SiteInstanceRow[];
}

/** Phase 1 failed: the live revision is unchanged on every instance. The message names each instance that was not ready and why. */
export class NotReadyEverywhere extends Error {
  readonly revision: number;
  readonly notReady: readonly SiteInstanceRow[];

  constructor(revision: number, notReady: readonly SiteInstanceRow[], waitedMs: number) {
    const reasons = notReady.map((instance) =>
      siteInstancesCopy.notReady(
        { ...instance, failure: instance.failed?.revision === revision ? instance.failed.failure : null },
        Math.round(waitedMs / 1000),
      ),
    );
    super(siteInstancesCopy.notPublished(revision, reasons));
    this.name = "NotReadyEverywhere";
    this.revision = revision;
    this.notReady = notReady;
  }
}

export interface SiteInstance {
  readonly identity: InstanceIdentity;
  /** Both phases on every living instance; rejects with NotReadyEverywhere when phase 1 fails. */
  publish(revision: number): Promise<PublishedEverywhere>;
  /** Stops looking and leaves the database's list (or, when the database refuses, lets its row lapse). */
  stop(): Promise<void>;
}

export interface SiteInstanceOptions {
  database: Database;
  builder: RevisionBuilder;
  assets: AssetHolder;
  switcher: SiteSwitcher;
  log(entry: Record<string, unknown>): void;
  timing?: InstanceTiming;
  /** The name a failed publish gives this instance's machine; the host name unless told (tests run several in one process). */
  host?: string;
  /** What the server serves as it starts, when that is a built revision (found on disk): not built again. */
  serving?: { revision: number; dir: string };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Registers this server and, before it resolves, makes it serve the live
 * revision (building it if need be): an instance started after a publish
 * answers its first request with the latest site. Then it keeps looking.
 */
export async function startSiteInstance(options: SiteInstanceOptions): Promise<SiteInstance> {
  const { builder, assets, switcher, log } = options;
  const timing = { ...defaults, ...options.timing };
  const store = createSiteInstanceStore(options.database);
  const identity: InstanceIdentity = { id: randomUUID(), host: options.host ?? hostname(), pid: process.pid };
  const now = () => new Date();

  /** Built folders by revision: a revision made ready in phase 1 is switched to without building again. */
  const built = new Map<number, string>();
  /** Revisions this instance could not build: not tried again (the publish that asked has failed). */
  const failed = new Set<number>();
  let served: number | null = options.serving?.revision ?? null;
  if (options.serving !== undefined) built.set(options.serving.revision, options.serving.dir);
  let stopped = false;

  const holdBuilt = async (revision: number): Promise<string> => {
    const known = built.get(revision);
    if (known !== undefined) return known;
    const dir = await builder.build(revision);
    await assets.holdAssets(revision, dir);
    built.set(revision, dir);
    return dir;
  };

  const tryBuild = async (revision: number): Promise<string | null> => {
    try {
      return await holdBuilt(revision);
    } catch (error) {
      failed.add(revision);
      log({ event: "site-build-failed", revision, error: messageOf(error) });
      await store.reportFailed(identity.id, revision, messageOf(error));
      return null;
    }
  };

  /** One look: make ready what a publish prepares, then switch to what is live (read again, as a build takes a while). */
  const look = async () => {
    const { preparing } = await store.publication();
    if (preparing !== null && !built.has(preparing) && !failed.has(preparing)) {
      if ((await tryBuild(preparing)) !== null) await store.reportReady(identity.id, preparing);
    } else if (preparing !== null && built.has(preparing)) {
      await store.reportReady(identity.id, preparing);
    }
    const { live } = await store.publication();
    if (live === null || live === served || failed.has(live)) return;
    const dir = await tryBuild(live);
    if (dir === null) return;
    await switcher.switchTo(live, dir);
    served = live;
    await store.reportServed(identity.id, live);
    log({ event: "site-switched", revision: live });
  };

  // Looks never overlap: a wake during one runs another right after it.
  let running: Promise<void> | null = null;
  let again = false;
  const wake = (): Promise<void> => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await look().catch((error: unknown) =>
          log({ event: "site-instance-error", error: messageOf(error) }),
        );
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  // A database that cannot register it now does not stop the server: the heartbeat registers it later.
  await store
    .register(identity, now())
    .catch((error: unknown) => log({ event: "site-instance-error", error: messageOf(error) }));
  await wake();
  const poll = setInterval(() => void wake(), timing.pollMs);
  const heartbeat = setInterval(() => {
    void (async () => {
      if (!(await store.heartbeat(identity.id, now()))) await store.register(identity, now());
    })().catch((error: unknown) => log({ event: "site-instance-error", error: messageOf(error) }));
  }, timing.heartbeatMs);

  /** Phase 1 may start once no other publish is making its revision ready; false: this revision (or a newer one) is live already. */
  const startPreparing = async (revision: number, deadline: number): Promise<boolean> => {
    for (;;) {
      const outcome = await store.prepare(revision, now(), timing.prepareTimeoutMs);
      if (outcome.started) return true;
      if ("live" in outcome) return false;
      if (Date.now() > deadline)
        throw new Error(`Another publish (version ${outcome.preparing}) is still running.`);
      await sleep(timing.pollMs);
    }
  };

  const waitUntilLive = async (revision: number, started: number): Promise<void> => {
    const deadline = started + timing.prepareTimeoutMs;
    for (;;) {
      void wake();
      const outcome = await store.goLive(revision, now(), timing.aliveMs);
      if (outcome.live) return;
      const failing = outcome.waitingFor.filter((instance) => instance.failed?.revision === revision);
      if (failing.length > 0 || Date.now() > deadline) {
        await store.abandon(revision, now());
        throw new NotReadyEverywhere(
          revision,
          failing.length > 0 ? failing : outcome.waitingFor,
          Date.now() - started,
        );
      }
      await sleep(timing.pollMs);
    }
  };

  const waitUntilSwitched = async (revision: number): Promise<SiteInstanceRow[]> => {
    const deadline = Date.now() + timing.switchWaitMs;
    for (;;) {
      await wake();
      const instances = await store.aliveInstances(now(), timing.aliveMs);
      if (instances.every((instance) => instance.served === revision) || Date.now() > deadline)
        return instances;
      await sleep(timing.pollMs);
    }
  };

  return {
    identity,
    async publish(revision) {
      const started = Date.now();
      if (await startPreparing(revision, started + timing.prepareTimeoutMs)) {
        await waitUntilLive(revision, started);
        log({ event: "site-live", revision, ms: Date.now() - started });
      }
      // A newer revision may have gone live first (another editor's publish): that one is what is served.
      const live = (await store.publication()).live ?? revision;
      return { revision: live, instances: await waitUntilSwitched(live) };
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      await running;
      await store
        .leave(identity.id)
        .catch((error: unknown) => log({ event: "site-instance-error", error: messageOf(error) }));
    },
  };
}
