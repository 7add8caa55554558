import type { LeadSource } from "../../app/lib/insights.ts";
import type { Lead } from "../../app/lib/lead.ts";
import { toCsv } from "./csv.ts";
import type { InboxFilter, LeadRecord } from "./lead-queries.ts";
import { dubaiDay } from "../../app/lib/dubai-time.ts";

export type ExportKind = "csv" | "json";

/** The CSV export's columns, the inbox's and the submissions CLI's alike. */
const csvColumns = [
  "id",
  "createdAt",
  "fullName",
  "email",
  "phone",
  "message",
  "userAgent",
  "notificationState",
  "state",
  "spamReasons",
  "locale",
] as const satisfies readonly (keyof Lead)[];

/** Excel reads a CSV without a byte-order mark in the local code page, garbling Arabic names. */
const BYTE_ORDER_MARK = "\uFEFF";

/** Where each lead came from (issue 16), after the lead's own columns; empty cells for "unknown". */
const sourceColumns = [
  ["sourceFormPage", "formPage"],
  ["sourceLandingPage", "landingPage"],
  ["sourceReferrerHost", "referrerHost"],
  ["sourceUtmSource", "utmSource"],
  ["sourceUtmMedium", "utmMedium"],
  ["sourceUtmCampaign", "utmCampaign"],
] as const satisfies readonly (readonly [string, keyof LeadSource])[];

const cellOf = (row: Lead, column: (typeof csvColumns)[number]): string => {
  const value = row[column];
  // Spam reasons are words without spaces: one cell, read at a glance.
  return Array.isArray(value) ? value.join(" ") : String(value ?? "");
};

/** A spreadsheet file: formula-safe cells (server/inbox/csv.ts), UTF-8 with a byte-order mark. */
export function toCsvExport(rows: readonly Lead[]): string {
  const header = [...csvColumns, ...sourceColumns.map(([name]) => name)];
  const cells = (row: Lead) => [
    ...csvColumns.map((column) => cellOf(row, column)),
    ...sourceColumns.map(([, key]) => row.source[key] ?? ""),
  ];
  return BYTE_ORDER_MARK + toCsv(header, rows.map(cells));
}

/** Every field, as the submissions CLI's JSON export has them (plus stateChangedAt). */
export function toJsonExport(rows: readonly LeadRecord[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/**
 * "submissions-2026-11-21.csv": the Dubai day of the export, after the tab
 * and dates it was filtered by. Never the search text, which may name a
 * person and would need quoting in a Content-Disposition header.
 */
export function exportFileName(
  kind: ExportKind,
  filter: InboxFilter,
  now: Date,
  subject: "submissions" | "person" = "submissions",
): string {
  const parts = [
    subject,
    filter.state === "all" ? null : filter.state,
    filter.from === undefined ? null : `from-${filter.from}`,
    filter.to === undefined ? null : `to-${filter.to}`,
    dubaiDay(now),
  ];
  return `${parts.filter((part) => part !== null).join("-")}.${kind}`;
}

/** What the company wrote about a person's leads: their data too, so a data request gets it. */
export interface LeadWritings {
  notes: readonly { submissionId: number; authorName: string; body: string; createdAt: string }[];
  replies: readonly {
    submissionId: number;
    authorName: string;
    body: string;
    createdAt: string;
    delivery: string | null;
  }[];
}

type Writing = { authorName: string; body: string; createdAt: string };

const asCell = (writings: readonly Writing[]) =>
  writings.map((writing) => `${writing.createdAt} ${writing.authorName}:\n${writing.body}`).join("\n\n");

/** A person's leads with the notes and replies on each: JSON nests them, the CSV adds a column for each. */
export function personExportBody(
  kind: ExportKind,
  rows: readonly LeadRecord[],
  writings: LeadWritings,
): { body: string; contentType: string } {
  const of = <T extends { submissionId: number }>(list: readonly T[], id: number) =>
    list.filter((item) => item.submissionId === id);
  if (kind === "json") {
    const withWritings = rows.map((row) => ({
      ...row,
      notes: of(writings.notes, row.id).map(({ authorName, body, createdAt }) => ({
        authorName,
        body,
        createdAt,
      })),
      replies: of(writings.replies, row.id).map(({ authorName, body, createdAt, delivery }) => ({
        authorName,
        body,
        createdAt,
        delivery,
      })),
    }));
    return { body: `${JSON.stringify(withWritings, null, 2)}\n`, contentType: contentTypes.json };
  }
  const header = [...csvColumns, "notes", "replies"];
  const cells = rows.map((row) => [
    ...csvColumns.map((column) => cellOf(row, column)),
    asCell(of(writings.notes, row.id)),
    asCell(of(writings.replies, row.id)),
  ]);
  return { body: BYTE_ORDER_MARK + toCsv(header, cells), contentType: contentTypes.csv };
}

const contentTypes: Readonly<Record<ExportKind, string>> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

/** An export's body and its content type, in either format. */
export function exportBody(
  kind: ExportKind,
  rows: readonly LeadRecord[],
): { body: string; contentType: string } {
  return { body: kind === "csv" ? toCsvExport(rows) : toJsonExport(rows), contentType: contentTypes[kind] };
}
