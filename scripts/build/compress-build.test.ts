import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { compressBuild } from "./compress-build.ts";

const root = mkdtempSync(join(tmpdir(), "dunecrest-compress-"));
const cache = mkdtempSync(join(tmpdir(), "dunecrest-compress-cache-"));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

function write(path: string, content: string | Buffer): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe("compress-build", () => {
  const page = `<!DOCTYPE html><html><body>${"<p>Dunecrest Digital</p>".repeat(200)}</body></html>`;
  write("index.html", page);
  write("assets/app-abc123.js", "export const x = 1;".repeat(300));
  write("assets/app-abc123.css", "body{margin:0}".repeat(300));
  write("flags/3x2/AE.svg", `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(100)}</svg>`);
  write("site.webmanifest", JSON.stringify({ name: "Dunecrest Digital", icons: Array(40).fill({ src: "/icon.png" }) }));
  write("tiny.txt", "a");
  write("assets/photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Array(500).fill(7)]));

  it("writes brotli and gzip twins that decompress to the original", async () => {
    const summary = await compressBuild(root, cache);
    expect(summary.files).toBe(6);
    expect(summary.cached).toBe(0);
    for (const path of ["index.html", "assets/app-abc123.js", "assets/app-abc123.css", "flags/3x2/AE.svg", "site.webmanifest"]) {
      const original = readFileSync(join(root, path));
      expect(brotliDecompressSync(readFileSync(join(root, `${path}.br`))).equals(original), path).toBe(true);
      expect(gunzipSync(readFileSync(join(root, `${path}.gz`))).equals(original), path).toBe(true);
    }
  });

  it("leaves out files that would not shrink and files that are already compressed", () => {
    expect(existsSync(join(root, "tiny.txt.br"))).toBe(false);
    expect(existsSync(join(root, "tiny.txt.gz"))).toBe(false);
    expect(existsSync(join(root, "assets/photo.png.br"))).toBe(false);
  });

  it("can run again over its own output, taking every twin from its cache", async () => {
    const summary = await compressBuild(root, cache);
    expect(summary.files).toBe(6);
    expect(summary.cached).toBe(6);
    expect(existsSync(join(root, "index.html.br.br"))).toBe(false);
    const original = readFileSync(join(root, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(root, "index.html.br"))).equals(original)).toBe(true);
  });

  it("gives a changed file twins of its new bytes", async () => {
    write("index.html", page.replace("Dunecrest", "Changed"));
    const summary = await compressBuild(root, cache);
    expect(summary.cached).toBe(5);
    const changed = readFileSync(join(root, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(root, "index.html.br"))).equals(changed)).toBe(true);
    expect(gunzipSync(readFileSync(join(root, "index.html.gz"))).equals(changed)).toBe(true);
  });

  it("forgets twins no build has used for 30 days", async () => {
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const name of readdirSync(cache)) utimesSync(join(cache, name), longAgo, longAgo);
    write("assets/app-abc123.js", "export const y = 2;".repeat(300));
    const before = readdirSync(cache).length;
    await compressBuild(root, cache);
    // The twins of the six files as they are now stay (renewed or new); the old bytes' go.
    expect(readdirSync(cache).length).toBe(12);
    expect(before).toBeGreaterThan(12);
  });

  it("compresses files of the same bytes at once, and builds without a cache it cannot write", async () => {
    const twins = mkdtempSync(join(tmpdir(), "dunecrest-compress-twins-"));
    try {
      for (let index = 0; index < 8; index += 1) writeFileSync(join(twins, `same-${index}.html`), page);
      writeFileSync(join(twins, "a-file"), "not a folder");
      for (const cacheDir of [join(twins, "cache"), join(twins, "a-file", "cache")]) {
        const summary = await compressBuild(twins, cacheDir);
        expect(summary.files).toBe(8);
        for (let index = 0; index < 8; index += 1) {
          const twin = readFileSync(join(twins, `same-${index}.html.br`));
          expect(brotliDecompressSync(twin).toString("utf8")).toBe(page);
        }
      }
      expect(readdirSync(join(twins, "cache")).sort()).toEqual(
        readdirSync(join(twins, "cache")).filter((name) => !name.endsWith(".partial")),
      );
    } finally {
      rmSync(twins, { recursive: true, force: true });
    }
  });
});
