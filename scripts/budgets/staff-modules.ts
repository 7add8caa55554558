import type { ClientModules } from "../build/vite-client-modules.ts";

/** What a public page must never load, by source path (relative to the project). */
const staffOnly: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /^app\/server-pages\//, what: "the pages the server renders (the inbox and the editor)" },
  { pattern: /^server\//, what: "the server" },
  { pattern: /^app\/content\/inbox\//, what: "the staff's words" },
  // Content's Markdown is parsed and its code highlighted at build time (decision 034, issue 30).
  {
    pattern: /^node_modules\/(marked|highlight\.js|github-slugger)\//,
    what: "the build's Markdown parser or highlighter",
  },
];

/** Which part of the staff app a module is, by its path without a query (`?url`, a plugin's suffix); undefined for the rest. */
const staffModule = (id: string) => staffOnly.find(({ pattern }) => pattern.test(id.replace(/\?.*$/, "")));

/**
 * Every module of the staff app in the site's client build: each chunk's
 * modules as the bundler recorded them, and each manifest entry's source
 * (its key). One line per find, naming the chunk, the module and what it is.
 */
export function staffModulesIn(
  modules: ClientModules,
  manifest: Readonly<Record<string, { file: string }>>,
): string[] {
  const fromEntries = Object.entries(manifest).flatMap(([key, chunk]) => {
    const found = staffModule(key);
    return found === undefined ? [] : [`${chunk.file} comes from ${key}: ${found.what}`];
  });
  const inChunks = Object.entries(modules).flatMap(([file, ids]) =>
    ids.flatMap((id) => {
      const found = staffModule(id);
      return found === undefined ? [] : [`${file} holds ${id}: ${found.what}`];
    }),
  );
  return [...fromEntries, ...inChunks];
}
