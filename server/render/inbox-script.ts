import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Where the build leaves the passkey script's URL (vite.inbox-script.config.ts): build/inbox-script.json beside build/client. */
export function inboxScriptManifestPath(staticDir: string): string {
  return join(dirname(staticDir), "inbox-script.json");
}

/**
 * The URL of the inbox's passkey script, or null when the build has none (a
 * fixture site, a build from before it): the pages then keep their passkey
 * controls hidden and work by password.
 */
export function readInboxScript(staticDir: string): string | null {
  const path = inboxScriptManifestPath(staticDir);
  if (!existsSync(path)) return null;
  const manifest: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (typeof manifest === "object" && manifest !== null && "passkeyScript" in manifest && typeof manifest.passkeyScript === "string") return manifest.passkeyScript;
  throw new Error(`${path} names no passkeyScript: run npm run build.`);
}
