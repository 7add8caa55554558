import type { MetaDescriptor } from "react-router";
import type { PageInfo } from "~/config/pages";
import { site } from "~/config/site";
import { pageTitle } from "./page-title";

export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The absolute URL of a site path, from the configured canonical origin. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

/** Title, description, canonical URL and social cards for a page. */
export function pageMeta(page: PageInfo, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const title = pageTitle(page.title, site.name);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(OG_IMAGE.path);
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.indexable ? [{ tagName: "link", rel: "canonical", href: url }] : [{ name: "robots", content: "noindex" }]),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    ...(page.ownUrl === false ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { property: "og:locale", content: "en_AE" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...extra,
  ];
}
