import { spawnSync } from "node:child_process";

/** The HTML checker (vnu.jar) needs Java 11 or later; say so at the start of `npm test`, not at its end. */
const result = spawnSync("java", ["-version"], { encoding: "utf8" });
const major = Number(/version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 0);
if (result.error !== undefined || major < 11) {
  console.error(
    "No Java 11+ found for the HTML checker: install a JRE (Debian: `sudo apt-get install default-jre-headless`), then run this again.",
  );
  process.exit(1);
}
console.log(`java: ${major}`);
