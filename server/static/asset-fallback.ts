import type { StaticSite } from "./static-site.ts";

/** Only content-hashed names are shared between builds: the same name is the same bytes in each. */
const HASHED_ASSETS = "/assets/";

/**
 * A site that also answers other builds' hashed assets when it has no file
 * of that name; every other path (pages, page data, favicons, the not-found
 * page) is the site's own.
 */
export function withAssetsOf(site: StaticSite, builds: readonly StaticSite[]): StaticSite {
  if (builds.length === 0) return site;
  return {
    ...site,
    lookup(pathname) {
      const own = site.lookup(pathname);
      if (own !== undefined || !pathname.startsWith(HASHED_ASSETS)) return own;
      for (const build of builds) {
        const file = build.lookup(pathname);
        if (file !== undefined) return file;
      }
      return undefined;
    },
  };
}
