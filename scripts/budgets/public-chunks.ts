import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STATIC_DIR, clientModulesPath } from "../../server/build-layout.ts";
import { readInboxScript } from "../../server/render/inbox-script.ts";
import { readViteManifest } from "../../server/render/vite-manifest.ts";
import type { ClientModules } from "../build/vite-client-modules.ts";
import { staffModulesIn } from "./staff-modules.ts";

/**
 * Fails when anything of the staff app reaches a public page (issue 29, item
 * 9): no chunk of the site's client build (everything a prerendered page can
 * load) may hold a module of the server, of the pages it renders itself (the
 * inbox and its editor) or of the staff's words; and no file a visitor can
 * fetch may carry one of the staff's sentences, whatever brought it there.
 * The inbox's passkey script, which only the inbox's pages load, is left out.
 * Run after `npm run build`.
 */
const root = path.resolve(process.argv[2] ?? STATIC_DIR);
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The staff's words in app/content/inbox: the folder the inbox's and the editor's copy live in. */
const STAFF_WORDS_DIR = "app/content/inbox";
/** Long enough that no public page says it too by chance. */
const MIN_PHRASE = 30;

const failures: string[] = [];

function readClientModules(): ClientModules {
  const file = clientModulesPath(root);
  if (!existsSync(file)) throw new Error(`public-chunks: ${file} is missing; run npm run build first`);
  return JSON.parse(readFileSync(file, "utf8")) as ClientModules;
}

// Every module of every chunk, as the bundler recorded them; the manifest says which chunks there are.
const modules = readClientModules();
const manifest = readViteManifest(root);
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith(".js") && modules[chunk.file] === undefined)
    throw new Error(`public-chunks: no module list for ${chunk.file}; run npm run build first`);
}
failures.push(...staffModulesIn(modules, manifest));
const moduleCount = Object.values(modules).reduce((sum, ids) => sum + ids.length, 0);

/** Every string in a module's exports, at any depth (functions' words are in their code, not here). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

/** The staff's sentences, cut at quotes (a minifier or HTML may escape them) and kept when long enough to be theirs alone. */
async function staffPhrases(): Promise<string[]> {
  const dir = path.join(projectRoot, STAFF_WORDS_DIR);
  const files = readdirSync(dir).filter((name) => name.endsWith(".ts") && !name.includes(".test."));
  const exports = await Promise.all(files.map((name) => import(path.join(dir, name)) as Promise<unknown>));
  const pieces = exports.flatMap(stringsOf).flatMap((text) => text.split(/['"’<>&]/));
  return [...new Set(pieces.map((piece) => piece.trim()).filter((piece) => piece.length >= MIN_PHRASE))];
}

/** Every file a visitor can fetch, as it is stored (the precompressed copies hold the same). */
function publicFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(full);
    return /\.(br|gz|png|jpe?g|webp|avif|ico|woff2?)$/.test(entry.name) ? [] : [full];
  });
}

const inboxScript = readInboxScript(root);
const phrases = await staffPhrases();
if (phrases.length === 0) throw new Error(`public-chunks: no staff sentences found in ${STAFF_WORDS_DIR}`);
const files = publicFiles(root).filter((file) => `/${path.relative(root, file)}` !== inboxScript);
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const phrase = phrases.find((candidate) => text.includes(candidate));
  if (phrase !== undefined)
    failures.push(
      `${path.relative(root, file)} says "${phrase}", one of the staff's words (${STAFF_WORDS_DIR})`,
    );
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`public-chunks: ${failure}`);
  console.error("public-chunks: a public page must load nothing of the inbox, the editor or the server");
  process.exit(1);
}
console.log(
  `public-chunks: ${Object.keys(modules).length} chunks of ${moduleCount} modules, none from app/server-pages/, server/ or ${STAFF_WORDS_DIR}/; none of ${files.length} public files says any of the staff's ${phrases.length} sentences`,
);
