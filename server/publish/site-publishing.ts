import type { Database } from "../store/open-database.ts";
import { createSiteInstanceStore } from "../store/site-instance-store.ts";
import type { Publisher } from "./publisher.ts";
import type { SiteInstance } from "./two-phase.ts";

type PublishJob = NonNullable<ReturnType<Publisher["job"]>>;

/** Where putting a revision live stands, as the editor's progress page shows it. */
export interface PublicationProgress {
  state: "running" | "done" | "failed";
  /** This server's build of the revision, while the publisher remembers it. */
  job: PublishJob | null;
  /** Why it failed, in words, when this server started it; null: the build's failure (in `job`) or not known here. */
  failure: string | null;
}

/**
 * Putting recorded revisions live on every instance (decision 035b) for the
 * editor: a publish or rollback records its revision, then starts it here
 * and follows it on the progress page. A publish started on another
 * instance is followed through the database.
 */
export interface SitePublishing {
  /** Starts putting `revision` live everywhere; returns at once. */
  start(revision: number): void;
  progress(revision: number): Promise<PublicationProgress>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function sitePublishing(options: {
  database: Database;
  instance: SiteInstance;
  publisher: Publisher;
  jobOf(revision: number): number | undefined;
  log(entry: Record<string, unknown>): void;
}): SitePublishing {
  const { instance, publisher, log } = options;
  const store = createSiteInstanceStore(options.database);
  /** The publishes started here, by revision: running (null) or how they ended. */
  const started = new Map<number, { failure: string | null } | null>();
  const jobOf = (revision: number) => {
    const id = options.jobOf(revision);
    return (id === undefined ? undefined : publisher.job(id)) ?? null;
  };
  return {
    start(revision) {
      started.set(revision, null);
      instance.publish(revision).then(
        () => started.set(revision, { failure: null }),
        (error: unknown) => {
          log({ event: "publish-failed", revision, error: messageOf(error) });
          started.set(revision, { failure: messageOf(error) });
        },
      );
    },
    async progress(revision) {
      const job = jobOf(revision);
      const outcome = started.get(revision);
      if (outcome === null) return { state: "running", job, failure: null };
      if (outcome !== undefined)
        return { state: outcome.failure === null ? "done" : "failed", job, failure: outcome.failure };
      const { live, preparing } = await store.publication();
      if (live !== null && live >= revision) return { state: "done", job, failure: null };
      return { state: preparing === revision ? "running" : "failed", job, failure: null };
    },
  };
}
