import type { InsightsReport } from "../../app/lib/insights.ts";
import type { InsightsTable } from "./insights-report.ts";

/** What the report thread is asked: the page's report, or one table's CSV file. */
export type ToReportThread =
  | { type: "page"; id: number; from: string; to: string }
  | { type: "csv"; id: number; from: string; to: string; table: InsightsTable };

/** Its answers: a CSV file as UTF-8 bytes, whose buffer is handed over rather than copied. */
export type FromReportThread =
  | { type: "page"; id: number; report: InsightsReport }
  | { type: "csv"; id: number; bytes: Uint8Array<ArrayBuffer> }
  | { type: "failed"; id: number; error: string };
