import { Worker } from "node:worker_threads";
import type { FirstView } from "../../app/lib/insights.ts";
import type { InsightsCounter, VisitorKey } from "./insights-counter.ts";
import {
  packView,
  viewCount,
  type CountingThreadData,
  type FromCountingThread,
  type PackedViews,
  type ToCountingThread,
} from "./counting-messages.ts";
import { countedPath, type SeenRequest } from "./page-view.ts";

export interface CountingThreadOptions extends CountingThreadData {
  /** Whether a cookie header carries a signed-in inbox session: the company's own browsing is not counted. */
  isSignedIn(cookie: string): Promise<boolean>;
  /** The inbox session cookie's presence, checked before the look-up above. */
  mayBeSignedIn(cookie: string): boolean;
  log(entry: Record<string, unknown>): void;
}

/** Views are handed over this often, or sooner when this many are waiting. */
const HAND_OVER_MS = 20;
const HAND_OVER_VIEWS = 256;
/** How long stop() waits for the thread's last flush before ending it. */
const STOP_LIMIT_MS = 5_000;

/**
 * The counter (insights-counter.ts) in a thread of its own, with its own
 * database connection (decision 023): the request thread only drops what is
 * plainly no view, leaves out the company's own browsing, and hands the rest
 * over in batches. Hashing, counting and the flush's writes run beside the
 * requests, not between them. Should the thread fail, counting stops, the
 * site goes on, and a lead's source is "unknown".
 */
export function startCountingThread(options: CountingThreadOptions): InsightsCounter {
  const { log } = options;
  const data: CountingThreadData = {
    database: options.database,
    trustProxyHops: options.trustProxyHops,
    visitorKey: options.visitorKey,
    uncounted: options.uncounted,
    flushMs: options.flushMs,
  };
  const worker = new Worker(new URL("./counting-worker.ts", import.meta.url), { workerData: data });
  // The thread keeps no process alive: the server's own handles do, and stop() ends it.
  worker.unref();
  let running = true;
  let lastId = 0;
  const waiting = new Map<number, (firstView: FirstView | null) => void>();
  let views: PackedViews = [];
  let handOverTimer: NodeJS.Timeout | null = null;

  const ended = (reason: string) => {
    if (!running) return;
    running = false;
    log({ event: "insights-error", error: reason });
    for (const answer of waiting.values()) answer(null);
    waiting.clear();
  };
  worker.on("message", (message: FromCountingThread) => {
    if (message.type === "log") {
      log(message.entry);
      return;
    }
    waiting.get(message.id)?.(message.firstView);
    waiting.delete(message.id);
  });
  worker.on("error", (error) => ended(`The counting thread failed: ${error.message}`));
  worker.on("exit", (code) => ended(`The counting thread ended (exit code ${code}).`));

  const send = (message: ToCountingThread) => {
    if (running) worker.postMessage(message);
  };
  const handOver = () => {
    if (handOverTimer !== null) clearTimeout(handOverTimer);
    handOverTimer = null;
    if (views.length === 0) return;
    send({ type: "views", views });
    views = [];
  };
  const queue = (request: SeenRequest) => {
    if (!running) return;
    packView(views, request);
    if (viewCount(views) >= HAND_OVER_VIEWS) handOver();
    else handOverTimer ??= setTimeout(handOver, HAND_OVER_MS);
  };
  /** Sends what waits, then asks; the answer comes after every view sent before. */
  const ask = (message: (id: number) => ToCountingThread): Promise<FirstView | null> => {
    handOver();
    if (!running) return Promise.resolve(null);
    const id = ++lastId;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      send(message(id));
    });
  };

  return {
    seen(request) {
      if (!running || countedPath(request) === null) return;
      const cookie = request.cookie;
      if (cookie === undefined || !options.mayBeSignedIn(cookie)) {
        queue(request);
        return;
      }
      // The answer is already sent: the session look-up delays nobody.
      options.isSignedIn(cookie).then(
        (signedIn) => {
          if (!signedIn) queue(request);
        },
        () => queue(request),
      );
    },

    firstViewOf: (visitor: VisitorKey) => ask((id) => ({ type: "first-view", id, visitor })),

    async flush() {
      await ask((id) => ({ type: "flush", id }));
    },

    async stop() {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        ask((id) => ({ type: "stop", id })),
        new Promise((resolve) => {
          timer = setTimeout(resolve, STOP_LIMIT_MS);
        }),
      ]);
      clearTimeout(timer);
      running = false;
      await worker.terminate();
    },
  };
}
