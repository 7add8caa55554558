import type { AssetHolder, SiteSwitcher } from "../publish/two-phase.ts";
import type { StaticSite } from "../static/static-site.ts";
import { loadServedSite, withBuildsAssets, type ServedSite, type ServedSiteHolder } from "./served-site.ts";

/** Builds whose hashed assets stay answerable besides the one served: the last ten, as many as are kept built. */
const HELD_BUILDS = 10;

/**
 * The two steps of a publish on this instance, over the one holder of what
 * it serves: load a built revision and answer its assets beside the site
 * served now (phase 1), then serve that revision (phase 2). The builds served before
 * keep their assets answered, so a page already open still loads the ones
 * it was built with.
 */
export function serveRevisions(holder: ServedSiteHolder): AssetHolder & SiteSwitcher {
  let site: ServedSite = holder.current();
  /** By build folder, the newest last. */
  const held = new Map<string, StaticSite>();
  const hold = (build: StaticSite) => {
    held.delete(build.root);
    held.set(build.root, build);
    for (const oldest of held.keys()) {
      if (held.size <= HELD_BUILDS) break;
      held.delete(oldest);
    }
  };
  const serve = () => holder.replace(withBuildsAssets(site, [...held.values()].reverse()));
  /** Loaded in phase 1, so a build that cannot be served fails the publish before anything switches. */
  const ready = new Map<string, ServedSite>();
  return {
    async holdAssets(_revision, dir) {
      const loaded = await loadServedSite(dir);
      ready.set(dir, loaded);
      hold(loaded.files);
      serve();
    },
    async switchTo(_revision, dir) {
      const next = ready.get(dir) ?? (await loadServedSite(dir));
      ready.clear();
      hold(site.files);
      held.delete(next.files.root);
      site = next;
      serve();
    },
  };
}
