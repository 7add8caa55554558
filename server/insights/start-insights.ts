import { locales } from "../../app/config/locales.ts";
import { pages as sitePages } from "../../app/config/pages.ts";
import type { LeadSource } from "../../app/lib/insights.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { sessionTokenIn } from "../auth/inbox-cookies.ts";
import type { ServerConfig } from "../config.ts";
import type { ServerKeys } from "../store/server-keys.ts";
import type { SessionStore } from "../store/session-store.ts";
import { startCountingThread } from "./counting-thread.ts";
import type { InsightsCounter } from "./insights-counter.ts";
import { createLeadSources } from "./lead-source.ts";
import { pageOf } from "./page-view.ts";

const INSIGHTS_FLUSH_MS = 5_000;

export interface InsightsOptions {
  config: Pick<ServerConfig, "insights" | "database" | "trustProxyHops">;
  /** Its "visitor" key is what visitors are hashed with. */
  keys: ServerKeys;
  /** The inbox's sessions: a signed-in browser's views are the company's own, not counted. */
  sessions: SessionStore;
  log(entry: Record<string, unknown>): void;
}

/** The counting's clock, which a test sets (server/start-server.ts's options). */
export interface InsightsTimes {
  /** How often counted page views are written (a crash loses at most this long's counts). */
  insightsFlushMs?: number;
  /** How long a post waits for its visitor's first view before its source is "unknown" (1 s). */
  leadSourceLimitMs?: number;
}

export interface RunningInsights {
  /** Counts the static answers that are page views; null with INSIGHTS=off. */
  counter: InsightsCounter | null;
  /** Where a post came from, for the form; absent with INSIGHTS=off (the form says "unknown"). */
  leadSource?(request: Request, socketAddress: string | undefined): Promise<LeadSource>;
  /** Writes the last counts and ends the counting thread. */
  stop(): Promise<void>;
}

/** Counting page views (decision 023): a thread of its own, when INSIGHTS is on. */
export function startInsights(options: InsightsOptions, times: InsightsTimes = {}): RunningInsights {
  const { config, sessions, log } = options;
  if (!config.insights) return { counter: null, stop: async () => {} };
  const counter = startCountingThread({
    database: config.database,
    trustProxyHops: config.trustProxyHops,
    visitorKey: options.keys.get("visitor").toString("base64url"),
    // The form's answer pages are where a post lands, and the not-found page is counted as not found.
    uncounted: locales.flatMap((locale) =>
      [sitePages.success.path, "/404"].map((path) => pageOf(localisedPath(path, locale)) ?? path),
    ),
    mayBeSignedIn: (cookie) => sessionTokenIn(cookie) !== undefined,
    isSignedIn: async (cookie) => {
      const token = sessionTokenIn(cookie);
      return token !== undefined && (await sessions.isActive(token, new Date()));
    },
    flushMs: times.insightsFlushMs ?? INSIGHTS_FLUSH_MS,
    log,
  });
  return {
    counter,
    leadSource: createLeadSources(counter, times.leadSourceLimitMs),
    stop: () => counter.stop(),
  };
}
