/**
 * Where docs/arabic-glossary.md carries the wording rules' tables, written
 * from arabic-wording.ts (scripts/assets/write-arabic-glossary.ts) and
 * compared with it by the content test: the page never lists a rule the
 * checks do not apply, nor misses one they do.
 */
import { wordingTables } from "./arabic-wording.ts";

export const GLOSSARY_DOC = "docs/arabic-glossary.md";

const START = "<!-- wording-tables:start (written by scripts/assets/write-arabic-glossary.ts) -->";
const END = "<!-- wording-tables:end -->";

function bounds(page: string): [start: number, end: number] {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GLOSSARY_DOC} has lost its markers: ${START} … ${END}`);
  return [start + START.length, end];
}

/** The page with its tables between the markers written from the rules. */
export function withWordingTables(page: string): string {
  const [start, end] = bounds(page);
  return `${page.slice(0, start)}\n\n${wordingTables()}\n\n${page.slice(end)}`;
}

/** A table as its words: the padding Prettier gives a Markdown table's columns does not count. */
const words = (tables: string) => tables.replace(/-{3,}/gu, "---").replace(/\s+/gu, " ").trim();

/** Whether the page's tables say what the rules say. */
export function tablesMatchRules(page: string): boolean {
  const [start, end] = bounds(page);
  return words(page.slice(start, end)) === words(wordingTables());
}
