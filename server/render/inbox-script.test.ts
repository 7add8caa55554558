import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { inboxScriptManifestPath } from "../build-layout.ts";
import { readInboxScript } from "./inbox-script.ts";

afterAll(removeTempDirs);

/** A build folder with build/client inside, as the server is pointed at. */
function staticDir(): string {
  const dir = join(makeTempDir("inbox-script"), "client");
  mkdirSync(dir);
  return dir;
}

it("reads the script's URL from the manifest beside the site's folder", () => {
  const dir = staticDir();
  writeFileSync(
    inboxScriptManifestPath(dir),
    JSON.stringify({ passkeyScript: "/assets/inbox-passkeys-abc123.js" }),
  );
  expect(readInboxScript(dir)).toBe("/assets/inbox-passkeys-abc123.js");
});

it("has no script for a build without the manifest", () => {
  expect(readInboxScript(staticDir())).toBeNull();
});

it("refuses a manifest that names no script", () => {
  const dir = staticDir();
  writeFileSync(inboxScriptManifestPath(dir), "{}");
  expect(() => readInboxScript(dir)).toThrow(/names no passkeyScript/);
});
