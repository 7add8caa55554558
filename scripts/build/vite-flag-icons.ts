import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const FLAG_SOURCE = path.join(path.dirname(require.resolve("country-flag-icons/package.json")), "3x2");
const URL_PREFIX = "/flags/3x2/";

/**
 * Serves the phone input's country flags from our own origin: the SVGs of
 * `country-flag-icons` are emitted into the client build (and served in dev),
 * so no request ever leaves the site.
 */
export function flagIcons(): Plugin {
  return {
    name: "dunecrest:flag-icons",
    configureServer(server) {
      server.middlewares.use(URL_PREFIX, (req, res, next) => {
        const name = path.basename(req.url ?? "");
        if (!/^[A-Z-]+\.svg$/.test(name)) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(readFileSync(path.join(FLAG_SOURCE, name)));
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of readdirSync(FLAG_SOURCE)) {
        if (!file.endsWith(".svg")) continue;
        this.emitFile({
          type: "asset",
          fileName: `${URL_PREFIX.slice(1)}${file}`,
          source: readFileSync(path.join(FLAG_SOURCE, file)),
        });
      }
    },
  };
}
