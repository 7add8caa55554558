import { spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Env } from "../config.ts";
import { readBuildLine, type BuildContentIssue } from "./build-lines.ts";

/** Why a build gave no site, for the editor: each reason is worded by the page that shows it. */
export type BuildFailure =
  /** The content did not pass the build's validation: each issue names its file, field and problem. */
  | { kind: "content"; issues: readonly BuildContentIssue[] }
  /** A step of the build failed for another reason (the server's log has the build's output). */
  | { kind: "step"; step: string }
  /** The build took longer than its limit and was stopped. */
  | { kind: "timeout"; step: string | null; limitMs: number }
  /** The build could not start, or ended before its first step. */
  | { kind: "start" }
  /** The server stopped while it built. */
  | { kind: "stopped" };

interface BuildStep {
  index: number;
  total: number;
  name: string;
}

export interface BuildRequest {
  /** The checkout the server runs from: the build script and its tools are there. */
  projectRoot: string;
  /** Where the build writes (BUILD_OUTPUT_DIR): its static site is `<buildDir>/client`. */
  buildDir: string;
  /** The content it builds (CONTENT_DIR). */
  contentDir: string;
  /** The environment the build runs with (the SITE_* settings among it). */
  env: Env;
  timeoutMs: number;
  /** Aborted when the server stops: the build is killed, and fails as stopped. */
  signal: AbortSignal;
  onStep(step: BuildStep): void;
}

export type BuildResult =
  | { ok: true }
  /** `output`: the build's last lines, for the server's log, not for the editor. */
  | { ok: false; failure: BuildFailure; output: readonly string[] };

/** Lines of the build's output kept for the log of a failed build. */
const OUTPUT_TAIL = 40;

/**
 * Runs `scripts/build/build.ts` as a child process (the server never imports
 * scripts/), in a process group of its own so a build past its limit is
 * stopped with every process it started (React Router's CLI is one).
 */
export function runBuild(request: BuildRequest): Promise<BuildResult> {
  const { projectRoot, buildDir, contentDir, env, timeoutMs, signal, onStep } = request;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, "scripts/build/build.ts")], {
      cwd: projectRoot,
      env: { ...env, BUILD_OUTPUT_DIR: buildDir, CONTENT_DIR: contentDir },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const output: string[] = [];
    const issues = new Map<string, BuildContentIssue>();
    let step: string | null = null;
    let failedStep: string | null = null;
    let timedOut = false;
    const read = (line: string) => {
      output.push(line);
      if (output.length > OUTPUT_TAIL) output.shift();
      const parsed = readBuildLine(line);
      if (parsed?.kind === "step") {
        step = parsed.name;
        onStep(parsed);
      } else if (parsed?.kind === "failed") failedStep = parsed.step;
      // Vite may print a plugin's error twice (its log and the thrown error): one issue is listed once.
      else if (parsed?.kind === "content-issue") issues.set(JSON.stringify(parsed.issue), parsed.issue);
    };
    createInterface({ input: child.stdout }).on("line", read);
    createInterface({ input: child.stderr }).on("line", read);
    const killGroup = () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    signal.addEventListener("abort", killGroup, { once: true });
    if (signal.aborted) killGroup();
    const failed = (): BuildFailure => {
      if (signal.aborted) return { kind: "stopped" };
      if (timedOut) return { kind: "timeout", step, limitMs: timeoutMs };
      if (issues.size > 0) return { kind: "content", issues: [...issues.values()] };
      const at = failedStep ?? step;
      return at === null ? { kind: "start" } : { kind: "step", step: at };
    };
    child.once("error", () => {
      clearTimeout(timer);
      resolve({ ok: false, failure: { kind: "start" }, output });
    });
    // "close", not "exit": the last lines of its output are read by then.
    child.once("close", (code) => {
      clearTimeout(timer);
      signal.removeEventListener("abort", killGroup);
      resolve(
        code === 0 && !timedOut && !signal.aborted ? { ok: true } : { ok: false, failure: failed(), output },
      );
    });
  });
}
