import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { STATIC_DIR, inboxScriptManifestPath } from "./server/build-layout.ts";

/** Where the server learns the script's hashed URL (server/render/inbox-script.ts): beside the site's folder, not served. */
const MANIFEST = inboxScriptManifestPath(fileURLToPath(new URL(STATIC_DIR, import.meta.url)));

/** Writes the built file's URL to the manifest once the bundle is on disk. */
function inboxScriptManifest(): Plugin {
  return {
    name: "inbox-script-manifest",
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry);
      if (entry === undefined) throw new Error("inbox script: the build made no entry chunk");
      writeFileSync(MANIFEST, `${JSON.stringify({ passkeyScript: `/${entry.fileName}` })}\n`);
    },
  };
}

/**
 * The inbox's passkey script (app/server-pages/inbox/passkeys.client.ts) as
 * one ES module in the site's hashed assets, after `react-router build` has
 * filled the static folder (so it must not empty it). No page of the site links
 * it: only the inbox's sign-in and account pages, which the server renders.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: STATIC_DIR,
    emptyOutDir: false,
    lib: { entry: "app/server-pages/inbox/passkeys.client.ts", formats: ["es"] },
    // Minified by the bundler itself: lib mode leaves whitespace and comments in ES output otherwise.
    rolldownOptions: { output: { entryFileNames: "assets/inbox-passkeys-[hash].js", minify: true } },
  },
  plugins: [inboxScriptManifest()],
});
