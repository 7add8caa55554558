import { Worker } from "node:worker_threads";
import type { InsightsReport } from "../../app/lib/insights.ts";
import type { DatabaseConfig } from "../config.ts";
import type { FromReportThread, ToReportThread } from "./insights-report-messages.ts";
import type { InsightsTable } from "./insights-report.ts";

/** The Insights page's reports and CSV files, made beside the requests rather than between them. */
export interface InsightsReports {
  page(from: string, to: string): Promise<InsightsReport>;
  /** One table's CSV file, every row, as UTF-8. */
  csv(from: string, to: string, table: InsightsTable): Promise<Uint8Array<ArrayBuffer>>;
  /** Ends the thread; a report still being made fails. */
  stop(): Promise<void>;
}

type Waiting = { resolve(answer: FromReportThread): void; reject(error: Error): void };

/**
 * A thread of its own (insights-report-worker.ts), with its own database
 * connection, started at the first report (most starts of the server never
 * show one). SQLite answers a query synchronously: a year of counts took the
 * request thread for seconds, and every visitor waited behind it (issue 27).
 * A thread that fails fails the reports it was making; the next report starts
 * another.
 */
export function startReportThread(database: DatabaseConfig): InsightsReports {
  let current: Worker | null = null;
  let lastId = 0;
  const waiting = new Map<number, Waiting>();

  const ended = (worker: Worker, reason: string) => {
    if (current !== worker) return;
    current = null;
    for (const { reject } of waiting.values()) reject(new Error(reason));
    waiting.clear();
  };
  const thread = (): Worker => {
    if (current !== null) return current;
    const started = new Worker(new URL("./insights-report-worker.ts", import.meta.url), {
      workerData: database,
    });
    // Idle between reports: it keeps no process alive, and stop() ends it.
    started.unref();
    started.on("message", (message: FromReportThread) => {
      waiting.get(message.id)?.resolve(message);
      waiting.delete(message.id);
    });
    started.on("error", (error) => ended(started, `The report thread failed: ${error.message}`));
    started.on("exit", (code) => ended(started, `The report thread ended (exit code ${code}).`));
    current = started;
    return started;
  };

  const ask = (message: (id: number) => ToReportThread): Promise<FromReportThread> => {
    const id = ++lastId;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      thread().postMessage(message(id));
    });
  };
  const failed = (answer: FromReportThread) =>
    new Error(answer.type === "failed" ? answer.error : `The report thread answered ${answer.type}.`);

  return {
    async page(from, to) {
      const answer = await ask((id) => ({ type: "page", id, from, to }));
      if (answer.type !== "page") throw failed(answer);
      return answer.report;
    },

    async csv(from, to, table) {
      const answer = await ask((id) => ({ type: "csv", id, from, to, table }));
      if (answer.type !== "csv") throw failed(answer);
      return answer.bytes;
    },

    async stop() {
      const stopping = current;
      if (stopping === null) return;
      ended(stopping, "The server is stopping.");
      const exited = new Promise((resolve) => stopping.once("exit", resolve));
      stopping.postMessage({ type: "stop" });
      // The database closed, the thread ends of itself; a query that does not end is cut.
      const timer = setTimeout(() => void stopping.terminate(), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
