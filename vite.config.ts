import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { flagIcons } from "./scripts/vite-flag-icons.ts";

export default defineConfig({
  // SITE_* variables override the site config at build time (see app/config/site.ts).
  envPrefix: ["VITE_", "SITE_"],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  plugins: [tailwindcss(), reactRouter(), flagIcons()],
});
