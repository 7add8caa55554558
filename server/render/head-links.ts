import { byLocale, type Locale, type Localised } from "../../app/config/locales.ts";
import type { HeadLink, ServerPages } from "../../app/server-pages/contract.ts";
import { viteManifestPath } from "../build-layout.ts";
import { readViteManifest, type ViteManifest } from "./vite-manifest.ts";

/** What the server's pages bundle says of the site's head: the links and each language's fonts of app/page-data/document-head.ts. */
export type SiteHead = Pick<ServerPages, "siteLinks" | "fontsFor">;

/** The module whose stylesheet and fonts every page of the site loads. */
const ROOT_MODULE = "app/root.tsx";

/** A link descriptor of the site's head as HTML attributes; any value that is not a string would be lost, so it is refused. */
function asHeadLink(link: object): HeadLink {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(link)) {
    if (typeof value !== "string")
      throw new Error(`the site's head links a ${name} that is not a string: ${JSON.stringify(link)}`);
    attributes[name] = value;
  }
  return attributes;
}

/**
 * The head links of the server's pages in one language, in the order the
 * prerendered pages have them: the language's font preloads, the site's icons
 * and web app manifest, then the stylesheet. The hashed stylesheet comes from
 * the manifest's entry of app/root.tsx; the fonts, named by the bundle, must be
 * among that entry's assets (else the bundle and the site are from different
 * builds). Anything missing is an error naming it: pages without their
 * stylesheet would go out unstyled and nothing else would say why.
 */
export function headLinksFor(
  manifest: ViteManifest,
  site: SiteHead,
  locale: Locale,
  source = "the Vite manifest",
): HeadLink[] {
  const root = Object.entries(manifest).find(
    ([key]) => key === ROOT_MODULE || key.startsWith(`${ROOT_MODULE}?`),
  )?.[1];
  if (root === undefined) throw new Error(`${source} has no entry for ${ROOT_MODULE}: run npm run build.`);
  if (root.css.length === 0)
    throw new Error(`${source} names no stylesheet of ${ROOT_MODULE}: run npm run build.`);
  for (const href of site.fontsFor[locale]) {
    if (!root.assets.includes(href.replace(/^\//, ""))) {
      throw new Error(
        `${source} names no font ${href} among the assets of ${ROOT_MODULE} (the server's pages and the site are from different builds): run npm run build.`,
      );
    }
  }
  return [
    // The attributes app/root.tsx's Layout gives each font preload.
    ...site.fontsFor[locale].map((href) => ({
      rel: "preload",
      href,
      as: "font",
      type: "font/woff2",
      crossOrigin: "anonymous",
    })),
    ...site.siteLinks().map(asHeadLink),
    ...root.css.map((file) => ({ rel: "stylesheet", href: `/${file}` })),
  ];
}

/** Each language's head links for the server's pages, from the build beside `staticDir`; throws when the build lacks any. */
export function readHeadLinks(staticDir: string, site: SiteHead): Localised<HeadLink[]> {
  const manifest = readViteManifest(staticDir);
  return byLocale((locale) => headLinksFor(manifest, site, locale, viteManifestPath(staticDir)));
}
