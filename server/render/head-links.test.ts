import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { viteManifestPath } from "../build-layout.ts";
import { headLinksFor, readHeadLinks, type SiteHead } from "./head-links.ts";
import type { ViteManifest } from "./vite-manifest.ts";

afterAll(removeTempDirs);

const INTER = "/assets/inter-subset-BJCQDigO.woff2";
const ARABIC = "/assets/noto-sans-arabic-subset-D9o3VOcI.woff2";

/** What the server pages bundle re-exports of app/root.tsx. */
const site: SiteHead = {
  fontsFor: { en: [INTER], ar: [ARABIC, INTER] },
  siteLinks: () => [
    { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  ],
};

/** The entry of app/root.tsx as React Router's client build writes it in the Vite manifest (shortened). */
const manifest: ViteManifest = {
  "app/root.tsx?__react-router-build-client-route": {
    file: "assets/root-CEJ447zX.js",
    imports: ["_react-BnwXDR4s.js"],
    css: ["assets/root-BDLGA0RI.css"],
    assets: [ARABIC.slice(1), INTER.slice(1)],
  },
  "_react-BnwXDR4s.js": { file: "assets/react-BnwXDR4s.js", imports: [], css: [], assets: [] },
};

const font = (href: string) => ({
  rel: "preload",
  href,
  as: "font",
  type: "font/woff2",
  crossOrigin: "anonymous",
});

describe("the head links of the server's pages", () => {
  it("are each language's fonts, the site's own links, then the stylesheet, as on the prerendered pages", () => {
    const icons = [
      { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    ];
    const stylesheet = { rel: "stylesheet", href: "/assets/root-BDLGA0RI.css" };
    expect(headLinksFor(manifest, site, "en")).toEqual([font(INTER), ...icons, stylesheet]);
    expect(headLinksFor(manifest, site, "ar")).toEqual([font(ARABIC), font(INTER), ...icons, stylesheet]);
  });

  it("are an error naming what is missing, never an empty list", () => {
    expect(() => headLinksFor({}, site, "en")).toThrow(/no entry for app\/root\.tsx: run npm run build/);
    const root = manifest["app/root.tsx?__react-router-build-client-route"];
    if (root === undefined) throw new Error("the fixture has no root entry");
    expect(() => headLinksFor({ "app/other.tsx": root }, site, "en")).toThrow(/no entry for app\/root\.tsx/);
    expect(() => headLinksFor({ "app/root.tsx": { ...root, css: [] } }, site, "en")).toThrow(
      /no stylesheet of app\/root\.tsx: run npm run build/,
    );
    expect(() => headLinksFor({ "app/root.tsx": { ...root, assets: [INTER.slice(1)] } }, site, "ar")).toThrow(
      /no font \/assets\/noto-sans-arabic-subset-D9o3VOcI\.woff2 .*run npm run build/,
    );
  });

  it("come from the manifest beside the static folder, and its absence is an error", () => {
    const staticDir = join(makeTempDir("head-links"), "client");
    mkdirSync(staticDir);
    expect(() => readHeadLinks(staticDir, site)).toThrow(/Vite manifest is missing .*run npm run build/);
    writeFileSync(
      viteManifestPath(staticDir),
      JSON.stringify({
        "app/root.tsx": {
          file: "assets/root.js",
          css: ["assets/root.css"],
          assets: [INTER.slice(1), ARABIC.slice(1)],
        },
      }),
    );
    expect(readHeadLinks(staticDir, site).ar.at(-1)).toEqual({ rel: "stylesheet", href: "/assets/root.css" });
  });
});
