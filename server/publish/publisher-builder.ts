import { siteInstancesCopy } from "../../app/content/inbox/site-instances-copy.ts";
import { KEPT_JOBS, type Publisher, type ContentToBuild, type SiteSwitch } from "./publisher.ts";
import type { RevisionBuilder } from "./two-phase.ts";

/**
 * The publisher's build (a queued job with its steps, the earlier assets
 * carried in, the last ten folders kept) as phase 1 of a publish on several
 * instances: the publisher is given this `site`, which loads nothing and
 * switches nothing, so a built revision is only handed back; the two phases
 * (two-phase.ts) decide when it is served.
 */
export function buildThroughPublisher(contentOf: (revision: number) => Promise<ContentToBuild>): {
  /** The publisher's `site` option. */
  site: SiteSwitch<string>;
  /** Given the publisher made with `site`. */
  builder(publisher: Publisher): RevisionBuilder;
  /** The publisher's job that builds (or built) `revision` here, for the editor's progress page. */
  jobOf(revision: number): number | undefined;
} {
  // Jobs run one at a time: the folder loaded last is the one of the job that ends next.
  let lastBuilt: string | null = null;
  const jobs = new Map<number, number>();
  return {
    site: {
      load: async (staticDir) => {
        lastBuilt = staticDir;
        return staticDir;
      },
      switchTo: () => undefined,
    },
    builder: (publisher) => ({
      async build(revision) {
        const ticket = publisher.publish({ ...(await contentOf(revision)), revision });
        jobs.set(revision, ticket.id);
        // The publisher forgets all but its last jobs: so does this map, which would otherwise grow with every publish.
        for (const old of [...jobs.keys()].slice(0, -KEPT_JOBS)) jobs.delete(old);
        const job = await ticket.finished;
        if (job.failure !== null) throw new Error(siteInstancesCopy.buildFailure(job.failure));
        if (lastBuilt === null) throw new Error(siteInstancesCopy.buildFailure({ kind: "internal" }));
        return lastBuilt;
      },
    }),
    jobOf: (revision) => jobs.get(revision),
  };
}
