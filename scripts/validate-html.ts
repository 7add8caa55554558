import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { htmlFiles } from "./build-files.ts";

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
// Any character stands for the quotes, which Java prints differently by locale.
const ALLOWED = ".*Attribute .netlify-honeypot. not allowed on element .form. at this point.*";

const files = htmlFiles(root);
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "text", "--filterpattern", ALLOWED, ...files], { stdio: "inherit" });
  console.log(`validate-html: ${files.length} pages, no errors`);
} catch {
  console.error("validate-html: the Nu HTML Checker reported errors (above)");
  process.exit(1);
}
