import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { htmlFiles } from "../build/build-files.ts";
import { writeServerPageSamples } from "./server-page-samples.ts";
import { STATIC_DIR } from "../../server/build-layout.ts";

/**
 * Runs the Nu HTML Checker (vnu.jar, offline, needs Java) on every
 * prerendered page and on every page the server renders per request (the
 * form's answers and the inbox, rendered with sample data). Nothing is filtered: it prints every message and fails on
 * any error or warning. Info messages are printed as a count per kind: the
 * only ones are "trailing slash on void elements", React's way of writing
 * `<meta …/>`, which is valid HTML. Run after `npm run build`.
 */
interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url?: string;
  lastLine?: number;
  message: string;
}

const require = createRequire(import.meta.url);
const vnu: string = require("vnu-jar");
const root = path.resolve(process.argv[2] ?? STATIC_DIR);
const samples = mkdtempSync(path.join(tmpdir(), "server-pages-"));
const files = [...htmlFiles(root), ...(await writeServerPageSamples(root, samples))];

const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--stdout", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error !== undefined || run.stdout === "") {
  console.error(`validate-html: the checker did not run: ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}
const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
const where = (message: VnuMessage) => {
  const file = new URL(message.url ?? "file:/").pathname;
  return `${file.startsWith(samples) ? `(server) ${path.basename(file)}` : path.relative(root, file)}:${message.lastLine ?? 0}`;
};
const problems = messages.filter((message) => message.type !== "info" || message.subType === "warning");
for (const message of problems)
  console.error(`${message.subType ?? message.type}: ${where(message)}: ${message.message}`);

const infos = new Map<string, number>();
for (const message of messages.filter((entry) => !problems.includes(entry)))
  infos.set(message.message, (infos.get(message.message) ?? 0) + 1);
for (const [message, count] of infos) console.log(`info ×${count}: ${message}`);

if (problems.length > 0) {
  console.error(`validate-html: ${problems.length} errors or warnings in ${files.length} pages`);
  process.exit(1);
}
console.log(`validate-html: ${files.length} pages, no errors or warnings`);
