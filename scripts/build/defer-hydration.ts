import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./build-files.ts";

/**
 * Every page is complete HTML that works without JavaScript, so hydration need
 * not compete with the first paint. This step rewrites React Router's boot
 * script to start loading the app only after the first paint, and drops the
 * modulepreload hints that would otherwise fetch it all before the page shows.
 */
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

/** The boot script deferBoot writes, whole: `<script type="module">const boot=…</script>`. */
const DEFERRED_BOOT = /<script type="module">(const boot=async\(\)=>\{[\s\S]*?)<\/script>/g;

/**
 * What every page must look like once rewritten: exactly one boot script,
 * deferred to the first paint, React Router's own boot script gone and no
 * modulepreload left. Run by the pipeline on the real output, so a change in
 * React Router's markup fails the build instead of shipping pages that load
 * everything before they paint (or never hydrate).
 */
export function checkDeferred(html: string, file: string): void {
  const problems: string[] = [];
  const boots = [...html.matchAll(DEFERRED_BOOT)];
  if (boots.length !== 1) problems.push(`${boots.length} deferred boot scripts instead of 1`);
  else if (!(boots[0]?.[1] ?? "").endsWith(BOOT_AFTER_FIRST_PAINT)) problems.push("a boot script that does not wait for the first paint");
  if (BOOT.test(html)) problems.push("React Router's own boot script still in place");
  if (html.includes('rel="modulepreload"')) problems.push("modulepreload hints left");
  if (problems.length > 0) throw new Error(`defer-hydration: ${file} has ${problems.join(", ")}; React Router's output no longer matches what the rewrite expects`);
}

/** Rewrites every page of the static folder `root` and checks the result; returns the step's summary line. */
export function deferHydration(root: string): string {
  const files = htmlFiles(root);
  if (files.length === 0) throw new Error(`defer-hydration: no pages in ${root}; was the site prerendered?`);
  for (const file of files) {
    const html = deferBoot(readFileSync(file, "utf8"), file);
    checkDeferred(html, file);
    writeFileSync(file, html);
  }
  return `defer-hydration: ${files.length} pages hydrate after their first paint`;
}
