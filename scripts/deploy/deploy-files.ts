/**
 * The files a server deployment needs, one path a line: every file git
 * tracks except tests, their support and configuration, the docs and CI;
 * and the build. With a build in place (npm run build):
 *
 *   node_modules/.bin/node scripts/deploy/deploy-files.ts > files.txt
 *   rsync -a --files-from=files.txt ./ host:/srv/dunecrest/
 *
 * then `npm ci` on the host (it brings Node 24) and start the server.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BUILD_DIR } from "../../server/build-layout.ts";

/** What never ships: the tests and what only they use (vitest.webkit.config.ts too), the docs, CI. */
const LEFT_OUT: readonly RegExp[] = [
  /^tests\//,
  /\.test\.tsx?$/,
  /^(vitest|playwright)(\.[a-z]+)?\.config\.ts$/,
  /^vitest\.setup\.ts$/,
  /^docs\//,
  /^\.ci\//,
];

export function deployFiles(root: string): string[] {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  const kept = tracked.filter(
    (file) => existsSync(path.join(root, file)) && !LEFT_OUT.some((pattern) => pattern.test(file)),
  );
  const buildDir = path.resolve(root, BUILD_DIR);
  const built = existsSync(buildDir)
    ? readdirSync(buildDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
        )
    : [];
  return [...kept, ...built].sort();
}

if (import.meta.main) {
  process.stdout.write(`${deployFiles(fileURLToPath(new URL("../..", import.meta.url))).join("\n")}\n`);
}
