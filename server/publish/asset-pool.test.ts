import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { ASSET_RETENTION_MS, carryEarlierAssets } from "./asset-pool.ts";

const DAY = 24 * 60 * 60 * 1000;
const start = new Date("2026-11-01T09:00:00Z");
const day = (n: number) => new Date(start.getTime() + n * DAY);

/** A built site's static folder whose assets folder holds `names`. */
function site(root: string, name: string, assets: readonly string[]): string {
  const staticDir = join(root, name, "client");
  mkdirSync(join(staticDir, "assets"), { recursive: true });
  for (const asset of assets) writeFileSync(join(staticDir, "assets", asset), `/* ${asset} */`);
  return staticDir;
}

const assetsOf = (staticDir: string) => readdirSync(join(staticDir, "assets")).sort();

describe("hashed assets of replaced sites", () => {
  afterAll(removeTempDirs);

  it("are served for a week from when they were replaced, however many publishes come between", async () => {
    const root = makeTempDir("asset-pool");
    const poolDir = join(root, "pool");
    const carry = (outgoing: string, incoming: string, now: Date) =>
      carryEarlierAssets({ poolDir, outgoing, incoming, now, retentionMs: ASSET_RETENTION_MS });
    const first = site(root, "1", ["first.js", "first.js.br", "shared.css"]);
    const second = site(root, "2", ["second.js", "shared.css"]);
    const third = site(root, "3", ["third.js"]);
    const fourth = site(root, "4", ["fourth.js"]);

    // Day 0: the first site is replaced; its assets go with the second.
    await carry(first, second, day(0));
    expect(assetsOf(second)).toEqual(["first.js", "first.js.br", "second.js", "shared.css"]);

    // Day 6: still within the first's week, and the second's own assets start theirs.
    await carry(second, third, day(6));
    expect(assetsOf(third)).toEqual(["first.js", "first.js.br", "second.js", "shared.css", "third.js"]);

    // Day 8: the first's week is over, though the second and third carried them since.
    await carry(third, fourth, day(8));
    expect(assetsOf(fourth)).toEqual(["fourth.js", "second.js", "shared.css", "third.js"]);
    expect(readdirSync(poolDir).sort()).toEqual(["second.js", "shared.css", "third.js"]);
  });
});
