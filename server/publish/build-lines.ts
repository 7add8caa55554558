/**
 * The lines `npm run build` (scripts/build/build.ts) prints for the publisher
 * to read: which step starts, which one failed, and each content issue the
 * build found. The build is a child process of the server, so its output is
 * the only channel; one module writes and reads the lines so the two agree.
 */

/** One problem in the content a build was given, as the editor names it (field path: `ar.members.3.position`). */
export interface BuildContentIssue {
  /** The content file: "team.json". */
  file: string;
  path: string;
  message: string;
}

export type BuildLine =
  | { kind: "step"; index: number; total: number; name: string }
  | { kind: "failed"; step: string }
  | { kind: "content-issue"; issue: BuildContentIssue };

const PREFIX = "[build] ";
const STEP = /^step (\d+)\/(\d+): (.+)$/;
const FAILED = "failed at step: ";
const CONTENT_ISSUE = "content issue: ";

export function stepLine(index: number, total: number, name: string): string {
  return `${PREFIX}step ${index}/${total}: ${name}`;
}

export function failedLine(step: string): string {
  return `${PREFIX}${FAILED}${step}`;
}

/** For the content plugin (scripts/build/vite-site-content.ts): one line per issue, in its error's message. */
export function contentIssueLine(issue: BuildContentIssue): string {
  return `${PREFIX}${CONTENT_ISSUE}${JSON.stringify(issue)}`;
}

function isIssue(value: unknown): value is BuildContentIssue {
  if (typeof value !== "object" || value === null) return false;
  const { file, path, message } = value as Record<string, unknown>;
  return typeof file === "string" && typeof path === "string" && typeof message === "string";
}

function parseIssue(json: string): BuildContentIssue | null {
  try {
    const value: unknown = JSON.parse(json);
    return isIssue(value) ? value : null;
  } catch {
    return null;
  }
}

/** A line of the build's output (stdout or stderr, where a tool may indent or colour it), or null when it is none of ours. */
export function readBuildLine(raw: string): BuildLine | null {
  // Vite prints a plugin's error in colour and indented: the marker may be anywhere in the line.
  // eslint-disable-next-line no-control-regex
  const plain = raw.replace(/\u001b\[[0-9;]*m/g, "");
  const at = plain.indexOf(PREFIX);
  if (at === -1) return null;
  const line = plain.slice(at + PREFIX.length).trimEnd();
  const step = STEP.exec(line);
  if (step !== null)
    return { kind: "step", index: Number(step[1]), total: Number(step[2]), name: step[3] ?? "" };
  if (line.startsWith(FAILED)) return { kind: "failed", step: line.slice(FAILED.length) };
  if (line.startsWith(CONTENT_ISSUE)) {
    const issue = parseIssue(line.slice(CONTENT_ISSUE.length));
    return issue === null ? null : { kind: "content-issue", issue };
  }
  return null;
}
