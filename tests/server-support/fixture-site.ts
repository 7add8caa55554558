import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compressBuild } from "../../scripts/build/compress-build.ts";
import { serverPagesDir, viteManifestPath } from "../../server/build-layout.ts";
import { loadServerPages } from "../../server/render/server-pages.ts";
import { copyServerPagesBeside } from "./build-server-pages.ts";
import { makeTempDir } from "./temp-dir.ts";

const STYLESHEET = "/assets/root-Bx7k2q.css";

/** A page shaped like the prerendered build: head with stylesheet, modulepreload and scripts, header, main, footer. */
export function fixturePage(title: string, main: string, lang = "en", dir = "ltr"): string {
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><meta name="description" content="${title} page"><link rel="stylesheet" href="${STYLESHEET}"><link rel="modulepreload" href="/assets/entry.client-D1a2b3.js"><link rel="modulepreload" href="/assets/contact-C9d8e7.js"></head><body><a href="#main">Skip to content</a><header><nav><a href="/">Dunecrest Digital</a> <a href="/services">Services</a> <a href="/about">About</a> <a href="/contact">Contact</a></nav></header><main id="main" tabindex="-1" class="flex-1">${main}</main><footer><p>© Dunecrest Digital. All rights reserved.</p></footer><script>window.__reactRouterContext = {"url":"/contact"};</script><script type="module">import "/assets/entry.client-D1a2b3.js";</script></body></html>`;
}

export const fixtureFiles: Readonly<Record<string, string>> = {
  "index.html": fixturePage("Future-proof Digital Solutions | Dunecrest Digital", "<h1>Home</h1>".repeat(40)),
  "services/index.html": fixturePage("Our Services | Dunecrest Digital", "<h1>Services</h1>"),
  "about/index.html": fixturePage("About Us | Dunecrest Digital", "<h1>About</h1>"),
  "contact/index.html": fixturePage(
    "Contact Us | Dunecrest Digital",
    '<h1>Contact us</h1><form name="contact" method="post" action="/success.html"></form>',
  ),
  "faq/index.html": fixturePage("FAQ | Dunecrest Digital", "<h1>FAQ</h1>"),
  "privacy-policy/index.html": fixturePage("Privacy Policy | Dunecrest Digital", "<h1>Privacy</h1>"),
  "terms/index.html": fixturePage("Terms of Use | Dunecrest Digital", "<h1>Terms</h1>"),
  "success.html": fixturePage("Message sent | Dunecrest Digital", "<h1>Thank you</h1>"),
  "404.html": fixturePage("Page not found | Dunecrest Digital", "<h1>Page not found</h1>"),
  "ar/index.html": fixturePage("حلول رقمية | Dunecrest Digital", "<h1>الرئيسية</h1>", "ar", "rtl"),
  "ar/contact/index.html": fixturePage(
    "تواصل معنا | Dunecrest Digital",
    '<h1>تواصل معنا</h1><form name="contact" method="post" action="/ar/success.html"></form>',
    "ar",
    "rtl",
  ),
  "ar/success.html": fixturePage("تم إرسال الرسالة | Dunecrest Digital", "<h1>شكرًا</h1>", "ar", "rtl"),
  "ar/404.html": fixturePage(
    "الصفحة غير موجودة | Dunecrest Digital",
    "<h1>الصفحة غير موجودة</h1>",
    "ar",
    "rtl",
  ),
  // Client-side navigation's data, named as React Router names it ("/" is "_").
  "_.data": '[{"_1":2},"routes/home",{}]',
  "services.data": '[{"_1":2},"routes/services",{}]',
  "ar.data": '[{"_1":2},"routes/home",{}]',
  [STYLESHEET.slice(1)]: `body{font-family:sans-serif}${".x{color:red}".repeat(50)}`,
  "assets/entry.client-D1a2b3.js": `console.log("client");${"void 0;".repeat(100)}`,
  "flags/3x2/AE.svg": `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2">${'<rect width="3" height="2"/>'.repeat(10)}</svg>`,
  "partners/acme.svg": `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(10)}</svg>`,
  "favicon.ico": "\u0000\u0000\u0001\u0000",
  ".env": "SECRET=do-not-serve",
};

/**
 * The client build's Vite manifest as the server reads it: app/root.tsx's
 * stylesheet and the fonts the server's pages preload (named by the built
 * server pages, as in a real build).
 */
async function writeFixtureViteManifest(staticDir: string): Promise<void> {
  const { fontsFor } = await loadServerPages(staticDir);
  const fonts = [...new Set(Object.values(fontsFor).flat())].map((href) => href.slice(1));
  const root = {
    file: "assets/root-D4e5f6.js",
    src: "app/root.tsx",
    isEntry: true,
    css: [STYLESHEET.slice(1)],
    assets: fonts,
  };
  writeFileSync(
    viteManifestPath(staticDir),
    JSON.stringify({ "app/root.tsx?__react-router-build-client-route": root }),
  );
}

/** Writes the fixture build into a temp folder, with its .br/.gz twins as the build makes them. */
export async function createFixtureSite(): Promise<string> {
  const root = join(makeTempDir("site"), "client");
  for (const [path, content] of Object.entries(fixtureFiles)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  await compressBuild(root);
  copyServerPagesBeside(serverPagesDir(root));
  await writeFixtureViteManifest(root);
  // A file beside (not inside) the build that must never be reachable.
  writeFileSync(join(dirname(root), "secret.txt"), "outside the build");
  return root;
}
