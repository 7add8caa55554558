import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { clientModulesPath } from "../../server/build-layout.ts";

/** Chunk file (as the Vite manifest names it) → the modules bundled into it, relative to the project (others as the bundler names them). */
export type ClientModules = Record<string, string[]>;

/**
 * Writes, beside the static folder, which modules each chunk of the site's
 * client build holds: the Vite manifest names a chunk's entry module at most,
 * never what was bundled into it, and scripts/budgets/public-chunks.ts checks
 * that no module of the server or its pages reaches a public page.
 */
export function clientModules(): Plugin {
  let root = process.cwd();
  return {
    name: "dunecrest:client-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (options.dir === undefined) throw new Error("client-modules: the client build has no output folder");
      const modules: ClientModules = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        modules[chunk.fileName] = chunk.moduleIds.map((id) =>
          path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join("/") : id,
        );
      }
      writeFileSync(clientModulesPath(options.dir), `${JSON.stringify(modules, null, 1)}\n`);
    },
  };
}
