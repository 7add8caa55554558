import { createHash } from "node:crypto";
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { byLocale, localeInfo } from "../../app/config/locales.ts";
import { localeOfPath } from "../../app/lib/locale-paths.ts";
import type { StaticKind } from "../headers/response-headers.ts";
import { contentTypeFor } from "./content-types.ts";

export type Encoding = "br" | "gzip";

/** One representation of a file: the file itself or a precompressed twin. */
export interface StaticVariant {
  encoding: Encoding | null;
  path: string;
  size: number;
  etag: string;
  /** The bytes, for files small enough to keep in memory; larger ones stream from disk. */
  bytes: Uint8Array<ArrayBuffer> | null;
}

export interface StaticFile {
  /** Where it is in the static folder: "ar/about/index.html". */
  path: string;
  contentType: string;
  kind: StaticKind;
  identity: StaticVariant;
  compressed: Partial<Record<Encoding, StaticVariant>>;
  encodings: ReadonlySet<Encoding>;
}

/** The build folder, indexed once at start: requests never touch paths they name. */
export interface StaticSite {
  root: string;
  lookup(pathname: string): StaticFile | undefined;
  /** The not-found page in the language of the path: Arabic under /ar/, English elsewhere. */
  notFoundFor(pathname: string): StaticFile | undefined;
  fileCount: number;
}

const MEMORY_LIMIT_PER_FILE = 1024 * 1024;
const encodings: readonly Encoding[] = ["br", "gzip"];
const variantSuffixes: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };
/** A language's files are under its prefix: "ar/404.html" for "/ar". */
const inLocaleFolder = (prefix: string, file: string) =>
  prefix === "" ? file : `${prefix.slice(1)}/${file}`;
const notFoundFiles = byLocale((locale) =>
  ["404.html", "404/index.html"].map((file) => inLocaleFolder(localeInfo[locale].prefix, file)),
);
const NOT_FOUND_FILES = new Set(Object.values(notFoundFiles).flat());

/** Whether a file is a language's not-found page, served under unknown paths rather than its own. */
function isNotFoundFile(relativePath: string): boolean {
  return NOT_FOUND_FILES.has(relativePath);
}

/** Vite names built assets with a content hash, and an uploaded image's folder is its hash (decision 036); only those may be cached forever. */
function kindOf(relativePath: string): StaticKind {
  if (relativePath.endsWith(".html")) return "html";
  if (relativePath.endsWith(".data")) return "page-data";
  if (relativePath.startsWith("assets/") || relativePath.startsWith("media/")) return "hashed-asset";
  return "other";
}

/** A file's path in the static folder as the index names it, "/"-separated on every platform: "ar/about/index.html". */
export function staticPathOf(root: string, file: string): string {
  return relative(root, file).split(sep).join("/");
}

function listFiles(root: string, dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Dotfiles stay private, except the standard .well-known folder.
    if (entry.name.startsWith(".") && entry.name !== ".well-known") continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(root, full, into);
    else if (entry.isFile()) into.push(staticPathOf(root, full));
    else if (entry.isSymbolicLink() && isInside(root, full)) into.push(staticPathOf(root, full));
  }
}

/** A link is served only when its target stays inside the build folder. */
function isInside(root: string, path: string): boolean {
  try {
    const target = realpathSync(path);
    return statSync(target).isFile() && !relative(realpathSync(root), target).startsWith("..");
  } catch {
    return false;
  }
}

function loadVariant(path: string, encoding: Encoding | null): StaticVariant {
  const bytes = readFileSync(path);
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
  return {
    encoding,
    path,
    size: bytes.byteLength,
    etag: `"${hash}${encoding ? `-${encoding}` : ""}"`,
    bytes: bytes.byteLength <= MEMORY_LIMIT_PER_FILE ? new Uint8Array(bytes) : null,
  };
}

/** The extra URLs a page answers to besides its file path: clean URLs, with and without a trailing slash. */
function cleanUrlsFor(relativePath: string): string[] {
  const path = `/${relativePath}`;
  if (path === "/index.html") return ["/"];
  if (path.endsWith("/index.html")) {
    const dir = path.slice(0, -"/index.html".length);
    return [dir, `${dir}/`];
  }
  if (path.endsWith(".html")) return [path.slice(0, -".html".length)];
  return [];
}

export function loadStaticSite(root: string): StaticSite {
  let isDirectory = false;
  try {
    isDirectory = statSync(root).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) {
    throw new Error(`The site build was not found at ${root}. Run "npm run build" first, or set STATIC_DIR.`);
  }

  const relativePaths: string[] = [];
  listFiles(root, root, relativePaths);
  const present = new Set(relativePaths);
  const isVariant = (path: string) =>
    encodings.some((encoding) => {
      const suffix = variantSuffixes[encoding];
      return path.endsWith(suffix) && present.has(path.slice(0, -suffix.length));
    });

  const files = new Map<string, StaticFile>();
  for (const relativePath of relativePaths) {
    if (isVariant(relativePath)) continue;
    const compressed: Partial<Record<Encoding, StaticVariant>> = {};
    for (const encoding of encodings) {
      const variantPath = relativePath + variantSuffixes[encoding];
      if (present.has(variantPath)) compressed[encoding] = loadVariant(join(root, variantPath), encoding);
    }
    files.set(relativePath, {
      path: relativePath,
      contentType: contentTypeFor(relativePath),
      kind: kindOf(relativePath),
      identity: loadVariant(join(root, relativePath), null),
      compressed,
      encodings: new Set(encodings.filter((encoding) => compressed[encoding] !== undefined)),
    });
  }

  const routes = new Map<string, StaticFile>();
  const served = [...files].filter(([relativePath]) => !isNotFoundFile(relativePath));
  for (const [relativePath, file] of served) routes.set(`/${relativePath}`, file);
  // A real file always wins over a clean URL of the same name.
  for (const [relativePath, file] of served) {
    for (const url of cleanUrlsFor(relativePath)) if (!routes.has(url)) routes.set(url, file);
  }

  const notFound = byLocale((locale) => {
    const path = notFoundFiles[locale].find((candidate) => files.has(candidate));
    return path === undefined ? undefined : files.get(path);
  });
  return {
    root,
    lookup: (pathname) => routes.get(pathname),
    // A build without a language's own page still answers with English's.
    notFoundFor: (pathname) => notFound[localeOfPath(pathname)] ?? notFound.en,
    fileCount: files.size,
  };
}
