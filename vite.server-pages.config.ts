import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * The server's pages (app/server-pages/render.tsx) as one Node module with
 * every dependency inside, so the server imports it from wherever the build
 * is. Styles and assets come from the site's own build: its stylesheet and
 * font links are read from the prerendered pages at start.
 */
export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: { noExternal: true },
  build: {
    ssr: "app/server-pages/render.tsx",
    outDir: "build/server-pages",
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      output: { entryFileNames: "render.js" },
      onLog(level, log, handler) {
        // React Router marks its modules "use client" for React Server Components; a plain server render has no such boundary.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
});
