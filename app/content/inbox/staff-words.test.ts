import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The staff read what to ask for ("ask whoever runs the server to set up outgoing mail"), never
 * the server's settings or commands: those are for whoever runs it (docs/configuration.md).
 */
const settings = [
  ...readFileSync(join(process.cwd(), "docs", "configuration.md"), "utf8").matchAll(
    /^\| `([A-Z][A-Z0-9_]+)`/gm,
  ),
].map((match) => match[1] ?? "");

/** A file's text without its comments, which may name settings for the code's readers. */
const wordsOf = (file: string) =>
  readFileSync(join(import.meta.dirname, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("the inbox's words", () => {
  it("knows the settings it looks for", () => {
    expect(settings).toEqual(expect.arrayContaining(["SMTP_URL", "SITE_URL", "DATA_DIR", "NOTIFY_TO"]));
  });

  for (const file of readdirSync(import.meta.dirname).filter(
    (name) => name.endsWith(".ts") && !name.includes(".test."),
  )) {
    it(`${file} names no server setting or command`, () => {
      const words = wordsOf(file);
      expect(settings.filter((name) => new RegExp(`\\b${name}\\b`).test(words))).toEqual([]);
      expect(words).not.toMatch(/npm run/);
    });
  }
});
