/**
 * The counting thread (counting-thread.ts starts it): the counter with its own
 * database connection, fed batches of views by the request thread. Its writes
 * wait for SQLite's lock on timers like every other write (store/transaction.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { createInsightsStore } from "../store/insights-store.ts";
import { openDatabase } from "../store/open-database.ts";
import {
  unpackViews,
  type CountingThreadData,
  type FromCountingThread,
  type ToCountingThread,
} from "./counting-messages.ts";
import { createInsightsCounter } from "./insights-counter.ts";

if (parentPort === null) throw new Error("counting-worker.ts runs as a worker thread (counting-thread.ts).");
const port = parentPort;
const data = workerData as CountingThreadData;
const reply = (message: FromCountingThread) => port.postMessage(message);
const log = (entry: Record<string, unknown>) => reply({ type: "log", entry });

const database = openDatabase(data.database, {
  onError: (error) => log({ event: "database-error", error: error.message }),
});
const counter = createInsightsCounter({
  store: createInsightsStore(database),
  trustProxyHops: data.trustProxyHops,
  visitorKey: Buffer.from(data.visitorKey, "base64url"),
  uncounted: new Set(data.uncounted),
  flushMs: data.flushMs,
  now: () => new Date(),
  log,
});

port.on("message", (message: ToCountingThread) => {
  switch (message.type) {
    case "views":
      for (const request of unpackViews(message.views)) counter.seen(request);
      return;
    case "first-view":
      counter.firstViewOf(message.visitor).then(
        (firstView) => reply({ type: "answer", id: message.id, firstView }),
        (error: unknown) => {
          log({ event: "insights-error", error: error instanceof Error ? error.message : String(error) });
          reply({ type: "answer", id: message.id, firstView: null });
        },
      );
      return;
    case "flush":
      void counter.flush().then(() => reply({ type: "answer", id: message.id, firstView: null }));
      return;
    case "stop":
      void counter
        .stop()
        .finally(() => database.close())
        .catch((error: unknown) =>
          log({ event: "insights-error", error: error instanceof Error ? error.message : String(error) }),
        )
        .then(() => reply({ type: "answer", id: message.id, firstView: null }));
      return;
  }
});
