/**
 * npm run bench:articles: what articles cost a build (issue 30, item 7; not a
 * test: it prints figures). Builds the whole site from the repository's
 * content, then from the same content with BENCH_ARTICLES (200) generated
 * articles instead of its own (scripts/bench/generated-articles.ts), twice:
 * first with none of their cards drawn yet, then with the cards' cache warm,
 * as every build after an article's first has it. Prints each build's wall
 * time, its steps, its articles and search-index lines, and the growth per
 * article against the first. Target: ≤ 0.1 s an article with the cache warm.
 * Each build goes to a folder of its own; `build/` is not touched.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { readBuildLine } from "../../server/publish/build-lines.ts";
import { writeGeneratedContent } from "./generated-articles.ts";

const count = Number(process.env.BENCH_ARTICLES ?? 200);
const work = mkdtempSync(join(tmpdir(), "dunecrest-bench-articles-"));
const repositoryContent = resolve("content");

interface BuildFigures {
  seconds: number;
  /** Processor time of the build and its child processes, user and system; undefined where /proc is missing. */
  cpuSeconds: number | undefined;
  steps: string[];
  lines: string[];
}

/**
 * The processor time of this process's finished children (Linux's /proc, in
 * its fixed 100 ticks a second): when other work shares the machine, a
 * build's wall time grows with it, its processor time much less.
 */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    // After the command's closing parenthesis, cutime and cstime are the 14th and 15th fields.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** One whole build of `contentDir` into a folder of its own: its time, each step's, and the lines worth reading. */
function build(contentDir: string, name: string): Promise<BuildFigures> {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const steps: { name: string; at: number }[] = [];
  const lines: string[] = [];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ["scripts/build/build.ts"], {
      env: { ...process.env, CONTENT_DIR: contentDir, BUILD_OUTPUT_DIR: join(work, `build-${name}`) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const complete = pending.split("\n");
      pending = complete.pop() ?? "";
      for (const line of complete) {
        const read = readBuildLine(line);
        if (read?.kind === "step") steps.push({ name: read.name, at: performance.now() });
        if (/^(articles|search-index):/.test(line.trim())) lines.push(line.trim());
      }
    });
    child.once("error", fail);
    child.once("exit", (code) => {
      if (code !== 0) return fail(new Error(`the build of ${name} failed (exit code ${code})`));
      const ended = performance.now();
      const cpuAfter = childrenCpuSeconds();
      done({
        seconds: (ended - started) / 1000,
        cpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
        steps: steps.map((step, index) => {
          const next = steps[index + 1]?.at ?? ended;
          return `${step.name} ${((next - step.at) / 1000).toFixed(1)} s`;
        }),
        lines,
      });
    });
  });
}

function report(label: string, figures: BuildFigures): void {
  const cpu =
    figures.cpuSeconds === undefined ? "" : `, ${figures.cpuSeconds.toFixed(1)} s of processor time`;
  console.log(`\n${label}: ${figures.seconds.toFixed(1)} s${cpu} (load average ${loadavg()[0]?.toFixed(2)})`);
  console.log(`  steps: ${figures.steps.join(", ")}`);
  for (const line of figures.lines) console.log(`  ${line}`);
}

console.log(
  `${cpus().length} cores, Node ${process.version}, load average ${loadavg()[0]?.toFixed(2)} at start`,
);
try {
  const generated = writeGeneratedContent(repositoryContent, join(work, "content"), count);
  const base = await build(repositoryContent, "repository");
  report("The repository's content", base);
  const cold = await build(generated, "generated-cold");
  report(`${count} generated articles, their cards not yet drawn`, cold);
  const warm = await build(generated, "generated-warm");
  report(`${count} generated articles, the cards' cache warm`, warm);
  const added = count - readdirSync(join(repositoryContent, "articles")).length;
  const perArticle = (figures: BuildFigures) => ((figures.seconds - base.seconds) / added).toFixed(3);
  const cpuPerArticle = (figures: BuildFigures) =>
    figures.cpuSeconds === undefined || base.cpuSeconds === undefined
      ? "unknown"
      : `${((figures.cpuSeconds - base.cpuSeconds) / added).toFixed(3)} s`;
  console.log(
    `\nGrowth per article against the repository's build: ${perArticle(cold)} s cold, ${perArticle(warm)} s warm (target ≤ 0.1 s).`,
  );
  console.log(`Processor time per article: ${cpuPerArticle(cold)} cold, ${cpuPerArticle(warm)} warm.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
