/**
 * The site's content as modules (decision 034): each content/<kind>.json,
 * read from CONTENT_DIR (the repository's content/ folder unless set; a
 * publish points it at the revision it builds), validated against its kind's
 * schema, with rich fields' Markdown turned into node trees. The app's
 * modules import content/<kind>.json (so Node, in tests and scripts, reads the
 * same files); in a Vite build this plugin answers those imports, and
 * `virtual:site-content/<kind>`, from CONTENT_DIR. A build whose content is
 * not valid fails, naming the file, the field, the language and the problem.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentKinds, validateContent } from "../../app/content/schema/kinds.ts";
import { builtDocument } from "../../app/content/schema/walk.ts";

const repositoryContentDir = fileURLToPath(new URL("../../content", import.meta.url));
const VIRTUAL_PREFIX = "virtual:site-content/";
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/** The folder the build reads content from. */
export function contentDir(): string {
  const configured = process.env.CONTENT_DIR?.trim();
  return configured ? resolve(configured) : repositoryContentDir;
}

/**
 * The build settings that still seed the contact details (docs/configuration.md):
 * set, they replace the seed's values in both languages. Only the seed, the
 * repository's content/: a published revision keeps what staff wrote.
 */
const SEED_SETTINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  company: { email: "SITE_EMAIL" },
  contact: { phone: "SITE_PHONE", whatsapp: "SITE_WHATSAPP" },
};

function seeded(kindName: string, value: unknown, dir: string): unknown {
  const settings = SEED_SETTINGS[kindName];
  if (settings === undefined || dir !== repositoryContentDir || typeof value !== "object" || value === null)
    return value;
  const document = value as Record<string, Record<string, unknown>>;
  for (const [field, variable] of Object.entries(settings)) {
    const setting = process.env[variable]?.trim();
    if (!setting) continue;
    for (const words of Object.values(document)) if (typeof words === "object") words[field] = setting;
  }
  return document;
}

/** A kind's document as the site reads it, or an error naming the file and every problem in it. */
export function readSiteContent(kindName: string, dir = contentDir()): unknown {
  const kind = contentKinds.find((candidate) => candidate.name === kindName);
  const file = join(dir, `${kindName}.json`);
  if (kind === undefined) throw new Error(`${file}: “${kindName}” is not a kind of content`);
  let value: unknown;
  try {
    value = seeded(kindName, JSON.parse(readFileSync(file, "utf8")), dir);
  } catch (error) {
    throw new Error(`${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const issues = validateContent(kindName, value);
  if (issues.length > 0) {
    throw new Error(`${file} is not valid content:\n${issues.map((issue) => `  - ${issue.message}`).join("\n")}`);
  }
  return builtDocument(kind.schema, value);
}

/** The kind an import names, if it is one of the content's: `virtual:site-content/team` or the repository's content/team.json. */
function kindOf(source: string, importer: string | undefined): string | undefined {
  if (source.startsWith(VIRTUAL_PREFIX)) return source.slice(VIRTUAL_PREFIX.length);
  if (!source.endsWith(".json") || importer === undefined) return undefined;
  const path = resolve(importer, "..", source);
  const name = contentKinds.find((kind) => path === join(repositoryContentDir, `${kind.name}.json`))?.name;
  return name;
}

export function siteContent(): Plugin {
  return {
    name: "dunecrest:site-content",
    enforce: "pre",
    buildStart() {
      // Every kind, imported or not, all at once: an editor fixes every problem in one go.
      const problems = contentKinds.flatMap((kind) => {
        this.addWatchFile(join(contentDir(), `${kind.name}.json`));
        try {
          readSiteContent(kind.name);
          return [];
        } catch (error) {
          return [error instanceof Error ? error.message : String(error)];
        }
      });
      if (problems.length > 0) throw new Error(problems.join("\n"));
    },
    resolveId(source, importer) {
      const kind = kindOf(source, importer);
      return kind === undefined ? null : `${RESOLVED_PREFIX}${kind}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const kind = id.slice(RESOLVED_PREFIX.length);
      this.addWatchFile(join(contentDir(), `${kind}.json`));
      return `export default ${JSON.stringify(readSiteContent(kind))};`;
    },
  };
}
