import { existsSync, readFileSync } from "node:fs";
import { inboxScriptManifestPath } from "../build-layout.ts";

/**
 * The URL of the inbox's passkey script, or null when the build has none (a
 * fixture site, a build from before it): the pages then keep their passkey
 * controls hidden and work by password.
 */
export function readInboxScript(staticDir: string): string | null {
  const path = inboxScriptManifestPath(staticDir);
  if (!existsSync(path)) return null;
  const manifest: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (
    typeof manifest === "object" &&
    manifest !== null &&
    "passkeyScript" in manifest &&
    typeof manifest.passkeyScript === "string"
  )
    return manifest.passkeyScript;
  throw new Error(`${path} names no passkeyScript: run npm run build.`);
}
