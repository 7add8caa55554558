import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { siteContent } from "./scripts/build/vite-site-content.ts";
import { SERVER_PAGES_ENTRY, STATIC_DIR, serverPagesDir } from "./server/build-layout.ts";

/**
 * Stylesheets imported by the app (app/root.tsx imports the site's, and the
 * bundle re-exports root's links and fonts) load as empty here: the server's
 * pages link the site's built stylesheet, so compiling Tailwind again would
 * only make warnings about its at-rules.
 */
function withoutStylesheets(): Plugin {
  return {
    name: "server-pages-without-stylesheets",
    enforce: "pre",
    load(id) {
      return /\.css(?:$|\?)/.test(id) ? "" : null;
    },
  };
}

/**
 * The server's pages (app/server-pages/render.tsx) as one Node module with
 * every dependency inside, so the server imports it from wherever the build
 * is. Styles and assets come from the site's own build: its stylesheet and
 * font files are read from the client build's Vite manifest at start
 * (server/render/head-links.ts).
 */
export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: { noExternal: true },
  plugins: [withoutStylesheets(), siteContent()],
  build: {
    ssr: "app/server-pages/render.tsx",
    outDir: serverPagesDir(STATIC_DIR),
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: SERVER_PAGES_ENTRY },
      onLog(level, log, handler) {
        // React Router marks its modules "use client" for React Server Components; a plain server render has no such boundary.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
});
