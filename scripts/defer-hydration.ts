import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles } from "./build-files.ts";

/**
 * Every page is complete HTML that works without JavaScript, so hydration need
 * not compete with the first paint. This step rewrites React Router's boot
 * script to start loading the app only after the first paint, and drops the
 * modulepreload hints that would otherwise fetch it all before the page shows.
 */
const root = path.resolve(process.argv[2] ?? "build/client");

const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/**
 * Starts `boot` once the browser reports the first contentful paint, which it
 * does only after that frame is presented: two animation frames can pass
 * before a slow compositor shows anything, and the app's scripts then compete
 * with the page's own first paint. Browsers without paint timing fall back to
 * the second frame; a page that never paints (a hidden tab) boots after 3 s.
 */
export const BOOT_AFTER_FIRST_PAINT = [
  "let started=false;",
  "const start=()=>{if(!started){started=true;boot();}};",
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint")){',
  'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start);}}).observe({type:"paint",buffered:true});',
  "}else{requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));}",
  "setTimeout(start,3000);",
].join("");

export function deferBoot(html: string, file: string): string {
  const match = BOOT.exec(html);
  if (!match) throw new Error(`defer-hydration: no React Router boot script in ${file}`);
  const sideEffects: string[] = [];
  const namespaces: { name: string; url: string }[] = [];
  const rest: string[] = [];
  for (const raw of (match[1] ?? "").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) sideEffects.push(sideEffect[1] ?? "");
    else if (namespace) namespaces.push({ name: namespace[1] ?? "", url: namespace[2] ?? "" });
    else if (line.startsWith("import ")) throw new Error(`defer-hydration: unexpected import in ${file}: ${line}`);
    else rest.push(line);
  }
  const boot = [
    "const boot=async()=>{",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${namespaces.map((n) => n.name).join(",")}]=await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.url)})`).join(",")}]);`,
    ...rest,
    "};",
    BOOT_AFTER_FIRST_PAINT,
  ].join("");
  return html.replace(BOOT, () => `<script type="module">${boot}</script>`).replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "");
}

if (import.meta.main) {
  const files = htmlFiles(root);
  for (const file of files) writeFileSync(file, deferBoot(readFileSync(file, "utf8"), file));
  console.log(`defer-hydration: ${files.length} pages hydrate after their first paint`);
}
