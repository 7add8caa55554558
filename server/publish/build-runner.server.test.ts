import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { contentIssueLine, failedLine, stepLine } from "./build-lines.ts";
import { runBuild } from "./build-runner.ts";

/**
 * A checkout whose build script prints `lines` (to stderr where marked, as Vite prints a
 * plugin's error) and exits with `code`: the runner's reading of a build, without a build's minute.
 */
function checkoutPrinting(lines: readonly { text: string; stderr?: boolean }[], code: number): string {
  const root = makeTempDir("checkout");
  mkdirSync(join(root, "scripts/build"), { recursive: true });
  const body = lines
    .map(
      ({ text, stderr }) =>
        `process.${stderr === true ? "stderr" : "stdout"}.write(${JSON.stringify(`${text}\n`)});`,
    )
    .join("\n");
  writeFileSync(join(root, "scripts/build/build.ts"), `${body}\nprocess.exitCode = ${code};\n`);
  return root;
}

const build = (projectRoot: string, onStep: (name: string) => void = () => {}) =>
  runBuild({
    projectRoot,
    buildDir: makeTempDir("revision"),
    contentDir: makeTempDir("content"),
    env: process.env,
    timeoutMs: 60_000,
    signal: new AbortController().signal,
    onStep: (step) => onStep(step.name),
  });

describe("reading a build's outcome", () => {
  afterAll(removeTempDirs);

  it("reports the content's issues, each once, when the build lists them", async () => {
    const issue = {
      file: "team.json",
      path: "ar.members.3.position",
      message: "Position (Arabic) is required.",
    };
    const steps: string[] = [];
    const result = await build(
      checkoutPrinting(
        [
          { text: stepLine(1, 10, "prerender") },
          { text: `  \u001b[31m${contentIssueLine(issue)}\u001b[39m`, stderr: true },
          { text: `Error: ${contentIssueLine(issue)}`, stderr: true },
          { text: failedLine("prerender") },
        ],
        1,
      ),
      (name) => steps.push(name),
    );
    expect(steps).toEqual(["prerender"]);
    expect(result).toMatchObject({ ok: false, failure: { kind: "content", issues: [issue] } });
  });

  it("names the step that failed otherwise, and succeeds when the build does", async () => {
    const failing = checkoutPrinting(
      [
        { text: stepLine(1, 2, "prerender") },
        { text: stepLine(2, 2, "server pages") },
        { text: failedLine("server pages") },
      ],
      1,
    );
    expect(await build(failing)).toMatchObject({
      ok: false,
      failure: { kind: "step", step: "server pages" },
    });
    const passing = checkoutPrinting([{ text: stepLine(1, 1, "prerender") }], 0);
    expect(await build(passing)).toEqual({ ok: true });
  });
});
