import { readdirSync } from "node:fs";
import { join } from "node:path";
import { assetsOfPage } from "./site-revisions.ts";

/** What the browsers met: every count but `visits` and `requests` should be zero. */
export interface BrowseTally {
  visits: number;
  requests: number;
  /** A failed request, or a page that did not answer 200. */
  errors: string[];
  /** An asset a page asks for, answered 404. */
  missingAssets: string[];
  /** A page asking for an asset of another revision, or an instance serving an older revision after a newer one. */
  mixed: string[];
  /** The revisions the pages were of, in the order first met. */
  revisionsSeen: number[];
}

export interface BrowseOptions {
  /** The instances; each request goes to one of them at random, as a balancer without stickiness sends it. */
  urls: readonly string[];
  /** The pages a visit starts at. */
  pages: readonly string[];
  /** The revision a page is of. */
  revisionOf(html: string): number | null;
  /** The hashed assets a revision's build holds (`/assets/…`); undefined while unknown. */
  assetsOf(revision: number): ReadonlySet<string> | undefined;
  /** Visits at once. */
  browsers?: number;
  /** A reader's pause between a page and the next visit: keeps the load bounded, not a measure of anything. */
  pauseMs?: number;
  /** The load stops here whatever happens. */
  maxRequests?: number;
}

/** The `/assets/…` names in a build folder. */
export function assetsInBuild(staticDir: string): Set<string> {
  return new Set(
    readdirSync(join(staticDir, "assets"))
      .filter((name) => !name.endsWith(".br") && !name.endsWith(".gz"))
      .map((name) => `/assets/${name}`),
  );
}

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
};

/**
 * Browsers visiting the site while it is published: each fetches a page,
 * then every hashed asset it asks for (as a browser does, from whichever
 * instance the balancer picks), pauses, and starts again.
 */
export function browseDuringPublish(options: BrowseOptions) {
  const { urls, pages, revisionOf, assetsOf, browsers = 4, pauseMs = 100, maxRequests = 1_500 } = options;
  const tally: BrowseTally = {
    visits: 0,
    requests: 0,
    errors: [],
    missingAssets: [],
    mixed: [],
    revisionsSeen: [],
  };
  const newestServed = new Map<string, number>();
  let running = true;

  const get = async (url: string, path: string) => {
    tally.requests++;
    try {
      const response = await fetch(`${url}${path}`);
      return { status: response.status, body: await response.text() };
    } catch (error) {
      tally.errors.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const visit = async () => {
    const instance = pick(urls);
    const path = pick(pages);
    const page = await get(instance, path);
    if (page === null) return;
    if (page.status !== 200) {
      tally.errors.push(`${path}: ${page.status}`);
      return;
    }
    tally.visits++;
    const revision = revisionOf(page.body);
    if (revision === null) {
      tally.errors.push(`${path}: a page of no known revision`);
      return;
    }
    if (!tally.revisionsSeen.includes(revision)) tally.revisionsSeen.push(revision);
    const before = newestServed.get(instance) ?? -1;
    if (revision < before)
      tally.mixed.push(`${path}: revision ${revision} after ${before} from one instance`);
    newestServed.set(instance, Math.max(before, revision));
    const own = assetsOf(revision);
    for (const asset of assetsOfPage(page.body)) {
      if (own !== undefined && !own.has(asset))
        tally.mixed.push(`${path} of revision ${revision} asks for ${asset}`);
      const answer = await get(pick(urls), asset);
      if (answer === null) continue;
      if (answer.status === 404) tally.missingAssets.push(`${asset} for ${path} of revision ${revision}`);
      else if (answer.status !== 200) tally.errors.push(`${asset}: ${answer.status}`);
    }
  };

  const browser = async () => {
    while (running && tally.requests < maxRequests) {
      await visit();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const done = Promise.all(Array.from({ length: browsers }, browser));

  return {
    tally,
    async stop(): Promise<BrowseTally> {
      running = false;
      await done;
      return tally;
    },
  };
}
