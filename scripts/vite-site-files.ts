import type { Plugin } from "vite";
import { pages } from "../app/config/pages.ts";
import { site } from "../app/config/site.ts";

const indexable = Object.values(pages).filter((page) => page.indexable);
const absolute = (path: string) => `${site.url}${path}`;

function sitemap(lastModified: string): string {
  const urls = indexable
    .map((page) => `  <url><loc>${absolute(page.path)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absolute("/sitemap.xml")}\n`;
}

function manifest(): string {
  return JSON.stringify(
    {
      name: site.name,
      short_name: site.name.split(" ")[0],
      description: site.tagline,
      start_url: "/",
      // A website, not an app: "standalone" made Chrome fetch the install icons during every page load.
      display: "browser",
      background_color: "#ffffff",
      theme_color: site.themeColor,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    null,
    2,
  );
}

/** Writes sitemap.xml, robots.txt and the web manifest from the site config. */
export function siteFiles(): Plugin {
  return {
    name: "dunecrest:site-files",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemap(today) });
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robots() });
      this.emitFile({ type: "asset", fileName: "site.webmanifest", source: manifest() });
    },
  };
}
