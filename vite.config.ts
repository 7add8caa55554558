import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientModules } from "./scripts/build/vite-client-modules.ts";
import { flagIcons } from "./scripts/build/vite-flag-icons.ts";
import { siteArticles } from "./scripts/build/vite-site-articles.ts";
import { siteContent } from "./scripts/build/vite-site-content.ts";
import { siteFiles } from "./scripts/build/vite-site-files.ts";

export default defineConfig({
  // SITE_* variables override the site config at build time (see app/config/site.ts).
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The Vite manifest names the hashed stylesheet and font files the server's own pages link
    // (server/render/head-links.ts); scripts/build/build.ts moves it out of the served folder.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks compress better and cost fewer requests on first load.
        codeSplitting: {
          groups: [
            {
              name: "react",
              priority: 2,
              test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // What the root and the route modules share (config, paths, the hydration gate) and
            // Vite's helper for dynamic imports (else it lands in the site chunk and pulls it in).
            {
              name: "shell",
              test: /[/]app[/]|vite[/]preload-helper/,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 1,
            },
            // The site's components, hydrated once the page may (app/components/deferred-component.ts):
            // one chunk, loaded after the first scripts. The phone input stays a chunk of its own,
            // loaded when the form comes near.
            { name: "site", test: /[/]app[/](components|hooks)[/](?!phone-input|deferred-component)/ },
          ],
        },
      },
    },
  },
  plugins: [
    siteContent(),
    siteArticles(),
    tailwindcss(),
    reactRouter(),
    flagIcons(),
    siteFiles(),
    clientModules(),
  ],
});
