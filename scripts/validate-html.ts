import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Runs the Nu HTML Checker (vnu.jar, offline, needs Java) on every
 * prerendered page and fails on any error. Run after `npm run build`.
 */
const require = createRequire(import.meta.url);
const vnu: string = require("vnu-jar");
const root = path.resolve(process.argv[2] ?? "build/client");
/**
 * The one known exception: Netlify's form detection reads `netlify-honeypot`
 * (no `data-` prefix) and strips it at deploy; the checker rightly flags it.
 */
const ALLOWED = ".*Attribute “netlify-honeypot” not allowed on element “form”.*";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const files = htmlFiles(root);
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "text", "--filterpattern", ALLOWED, ...files], { stdio: "inherit" });
  console.log(`validate-html: ${files.length} pages, no errors`);
} catch {
  console.error("validate-html: the Nu HTML Checker reported errors (above)");
  process.exit(1);
}
