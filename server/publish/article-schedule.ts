import { articleSlugOf } from "../../app/content/schema/article-document.ts";
import type { ContentStore } from "../store/content-store.ts";
import type { SiteContent } from "../store/content-tree.ts";
import type { SitePublishing } from "./site-publishing.ts";

/** Every article's publication moment in `content`, in milliseconds; none for one taken off the site, which no build shows. */
function publicationTimes(content: SiteContent): number[] {
  return Object.entries(content).flatMap(([kind, document]) => {
    if (articleSlugOf(kind) === null || typeof document !== "object" || document === null) return [];
    const { published, withdrawn } = document as { published?: unknown; withdrawn?: unknown };
    if (withdrawn === true) return [];
    const time = typeof published === "string" ? Date.parse(published) : Number.NaN;
    return Number.isNaN(time) ? [] : [time];
  });
}

/** The last moment an article of `content` is scheduled for, when one is still to come: a preview built as of then shows them all. */
export function latestPublication(content: SiteContent, now: Date): Date | null {
  const latest = Math.max(...publicationTimes(content));
  return latest > now.getTime() ? new Date(latest) : null;
}

export interface ArticleScheduleOptions {
  content: Pick<ContentStore, "revision" | "latestRevision" | "createRevision">;
  site: SitePublishing;
  /** The revision visitors see; null before the first publish (the deployment's build of revision 1). */
  liveRevision(): Promise<number | null>;
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
  /** How often the live revision is looked at again: a publish elsewhere may have brought scheduled articles. */
  checkEveryMs?: number;
}

/** Looks at the live revision once a minute, and at the moment an article comes due. */
const CHECK_EVERY_MS = 60_000;

/**
 * Scheduled articles (issue 30, item 2; decision 043). A build shows only
 * the articles due at its moment, so when an article of the live revision
 * comes due after that revision was recorded, the server records the live
 * content again as a new revision (source "schedule") and puts it live
 * through the two phases, as a publish does. Every instance runs this; the
 * revision's number check lets one of them record it, and the others see
 * it being published. A publish of it that fails is not tried again on its
 * own: the history shows it never went live, and an editor publishes again.
 */
export function startArticleSchedule(options: ArticleScheduleOptions): { stop(): Promise<void> } {
  const { content, site } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;
  /** Moments this instance already put live (or tried to): never twice. */
  const handled = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let checking: Promise<void> = Promise.resolve();

  /** Puts scheduled articles that are due live; returns the next moment one comes due, if any. */
  async function check(): Promise<number | null> {
    const liveNumber = (await options.liveRevision()) ?? 1;
    const live = await content.revision(liveNumber);
    if (live === null) return null;
    const at = now().getTime();
    const recorded = Date.parse(live.at);
    const times = publicationTimes(live.content);
    const due = times.filter((time) => time > recorded && time <= at && !handled.has(time));
    if (due.length > 0) {
      const latest = await content.latestRevision();
      if (latest !== null && latest.number !== liveNumber) {
        // Another instance recorded these already: its revision may not show as being published yet
        // (its instance starts it after the record), and a second record would publish them twice.
        if (latest.source === "schedule" && Date.parse(latest.at) >= Math.max(...due)) {
          for (const time of due) handled.add(time);
          return at + checkEveryMs;
        }
        if ((await site.progress(latest.number)).state === "running") return at + checkEveryMs;
      }
      for (const time of due) handled.add(time);
      const made = await content.createRevision({
        content: live.content,
        needsReview: live.needsReview,
        source: "schedule",
        by: null,
        now: new Date(at),
        expectedLatest: latest?.number ?? null,
      });
      if (made.ok) {
        log({ event: "scheduled-articles-publish", revision: made.revision.number, articles: due.length });
        site.start(made.revision.number);
      }
    }
    const next = times.filter((time) => time > at).sort((a, b) => a - b)[0];
    return next ?? null;
  }

  function schedule(next: number | null): void {
    if (stopped) return;
    const wait = next === null ? checkEveryMs : Math.min(checkEveryMs, Math.max(0, next - now().getTime()));
    timer = setTimeout(run, wait);
    timer.unref();
  }

  function run(): void {
    checking = check().then(schedule, (error: unknown) => {
      // A database fault: looked at again at the next check, nothing half-done (the revision is one transaction).
      log({
        event: "scheduled-articles-error",
        error: error instanceof Error ? error.message : String(error),
      });
      schedule(null);
    });
  }

  run();
  return {
    /** No further check; resolves once the one under way, if any, has ended. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await checking;
    },
  };
}
