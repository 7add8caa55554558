import type { FirstView } from "../../app/lib/insights.ts";
import type { DatabaseConfig } from "../config.ts";
import type { VisitorKey } from "./insights-counter.ts";
import type { SeenRequest } from "./page-view.ts";

/** What the counting thread starts with. */
export interface CountingThreadData {
  database: DatabaseConfig;
  trustProxyHops: number;
  /** The server's "visitor" key, base64url: mixed into each day's salt, so the database's salt alone makes no visitor hash. */
  visitorKey: string;
  /** The public paths not counted as page views. */
  uncounted: string[];
  flushMs: number;
}

/**
 * Views handed over in one flat list, `VIEW_FIELDS` entries a view: one list
 * of strings costs the request thread less to send than an object a view.
 */
export type PackedViews = (string | number | undefined)[];

export type ToCountingThread =
  | { type: "views"; views: PackedViews }
  | { type: "first-view"; id: number; visitor: VisitorKey }
  | { type: "flush"; id: number }
  | { type: "stop"; id: number };

export type FromCountingThread =
  | { type: "answer"; id: number; firstView: FirstView | null }
  | { type: "log"; entry: Record<string, unknown> };

const VIEW_FIELDS = 8;

/**
 * Adds a view to the list. Neither the session cookie nor the prefetch headers
 * are sent: the request thread has already left out the company's own browsing
 * and prefetches.
 */
export function packView(views: PackedViews, request: SeenRequest): void {
  views.push(
    request.pathname,
    request.search,
    request.status,
    request.userAgent,
    request.referer,
    request.host,
    request.socketAddress,
    request.forwardedFor,
  );
}

export function viewCount(views: PackedViews): number {
  return views.length / VIEW_FIELDS;
}

const text = (value: string | number | undefined) => (typeof value === "string" ? value : undefined);

/** The views of a list, as the counter reads them. */
export function* unpackViews(views: PackedViews): Generator<SeenRequest> {
  for (let at = 0; at + VIEW_FIELDS <= views.length; at += VIEW_FIELDS) {
    yield {
      method: "GET",
      pathname: text(views[at]) ?? "",
      search: text(views[at + 1]) ?? "",
      status: Number(views[at + 2]),
      userAgent: text(views[at + 3]),
      referer: text(views[at + 4]),
      host: text(views[at + 5]),
      socketAddress: text(views[at + 6]),
      forwardedFor: text(views[at + 7]),
      secPurpose: undefined,
      purpose: undefined,
      cookie: undefined,
    };
  }
}
