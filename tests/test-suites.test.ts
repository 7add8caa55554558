import { globSync, readFileSync } from "node:fs";
import { join, matchesGlob } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProjectInlineConfiguration, ViteUserConfig } from "vitest/config";
import { describe, expect, it } from "vitest";
import vitestConfig from "../vitest.config.ts";
import firefoxConfig from "../vitest.firefox.config.ts";
import webkitConfig from "../vitest.webkit.config.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

interface Suite {
  name: string;
  include: string[];
  exclude: string[];
}

function suiteOf(name: string, test: TestProjectInlineConfiguration["test"]): Suite {
  return { name, include: test?.include ?? [], exclude: test?.exclude ?? [] };
}

function projectsOf(config: ViteUserConfig): Suite[] {
  return (config.test?.projects ?? []).map((project) => {
    if (typeof project !== "object" || !("test" in project)) throw new Error("a project not written inline");
    return suiteOf(project.test?.name?.toString() ?? "", project.test);
  });
}

const suites: Suite[] = [
  ...projectsOf(vitestConfig),
  suiteOf("webkit", webkitConfig.test),
  suiteOf("firefox", firefoxConfig.test),
];

const testFiles = globSync("**/*.test.{ts,tsx}", {
  cwd: root,
  exclude: (path) => /(^|\/)(node_modules|\.git|build|\.react-router)$/.test(path),
});

function inSuite(file: string, suite: Suite): boolean {
  const matches = (pattern: string) => matchesGlob(file, pattern);
  return suite.include.some(matches) && !suite.exclude.some(matches);
}

/** What a pure test may not import: a database, a server, SMTP, a browser or a child process. */
const impure = [
  /^(\.\.\/)+tests\/server-support\/(?!temp-dir\.ts$)/,
  /^(node:)?(child_process|net|http|https|worker_threads)$/,
  /^(better-sqlite3|pg|smtp-server|nodemailer|puppeteer-core|@playwright\/test|playwright)$/,
];

function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), "utf8");
  return [...source.matchAll(/(?:\bfrom|\bimport\(?)\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
}

function impureImportsOf(file: string): string[] {
  return importsOf(file).filter((specifier) => impure.some((rule) => rule.test(specifier)));
}

describe("test suites", () => {
  it("finds the test files", () => {
    expect(testFiles.length).toBeGreaterThan(50);
  });

  it("puts every test file in exactly one suite (unit, server, webkit or firefox)", () => {
    const suitesOf = (file: string) => suites.filter((suite) => inSuite(file, suite)).map(({ name }) => name);
    const misplaced = testFiles
      .map((file) => ({ file, suites: suitesOf(file) }))
      .filter((placed) => placed.suites.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it("keeps the unit suite pure: a test that needs a server or database is named *.server.test.ts", () => {
    const unit = suites.find((suite) => suite.name === "unit");
    if (unit === undefined) throw new Error("no unit suite in vitest.config.ts");
    const offending = testFiles
      .filter((file) => inSuite(file, unit))
      .flatMap((file) => impureImportsOf(file).map((specifier) => `${file}: ${specifier}`));
    expect(offending).toEqual([]);
  });
});
