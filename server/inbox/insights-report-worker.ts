/**
 * The report thread (insights-report-thread.ts starts it): the Insights
 * page's reports and CSV files, read over a connection of its own. SQLite's
 * reads are synchronous: here they take this thread, not the one answering
 * requests.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { DatabaseConfig } from "../config.ts";
import { createInsightsStore } from "../store/insights-store.ts";
import { openDatabase } from "../store/open-database.ts";
import { insightsCsv } from "./insights-csv.ts";
import { insightsExport, insightsReport } from "./insights-report.ts";
import type { FromReportThread, ToReportThread } from "./insights-report-messages.ts";

if (parentPort === null)
  throw new Error("insights-report-worker.ts runs as a worker thread (insights-report-thread.ts).");
const port = parentPort;
// On Linux a thread has its own nice value: at 10, a busy host gives the requests' thread the CPU first. Elsewhere the thread runs as it is.
try {
  const thread = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(thread)) setPriority(thread, 10);
} catch {
  // Not Linux, or not allowed: the report is made all the same.
}
const database = openDatabase(workerData as DatabaseConfig);
const store = createInsightsStore(database);

async function answer(message: ToReportThread): Promise<void> {
  try {
    if (message.type === "page") {
      const reply: FromReportThread = {
        type: "page",
        id: message.id,
        report: await insightsReport(store, message.from, message.to),
      };
      port.postMessage(reply);
      return;
    }
    const text = insightsCsv(
      await insightsExport(store, message.from, message.to, message.table),
      message.table,
    );
    const bytes = new TextEncoder().encode(text);
    const reply: FromReportThread = { type: "csv", id: message.id, bytes };
    port.postMessage(reply, [bytes.buffer]);
  } catch (error) {
    const reply: FromReportThread = {
      type: "failed",
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(reply);
  }
}

port.on("message", (message: ToReportThread | { type: "stop" }) => {
  if (message.type === "stop") {
    void database.close().finally(() => port.close());
    return;
  }
  void answer(message);
});
