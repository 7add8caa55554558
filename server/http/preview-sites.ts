import { sessionTokenIn } from "../auth/inbox-cookies.ts";
import { previewIdIn } from "../publish/preview-cookie.ts";
import type { SessionStore } from "../store/session-store.ts";
import { loadServedSite, type ServedSite } from "./served-site.ts";

/** The preview builds an editor may be shown at the site's own paths (decision 035). */
export interface PreviewSites {
  /**
   * The preview a request's cookies ask for, once its session is checked: null
   * (at once, without waiting) when they ask for none, the site's hot path;
   * a promise of null when the sender may not see it or it is gone.
   */
  siteFor(cookieHeader: string | undefined): Promise<ServedSite | null> | null;
}

export interface PreviewSitesOptions {
  /** The static folder of a preview build, null when it is gone (the publisher's previewDir). */
  dirOf(id: number): string | null;
  /** Whether the cookies carry a valid session of a staff member with the editor right. */
  mayPreview(cookieHeader: string): Promise<boolean>;
}

/** Loaded previews kept in memory: as many as the publisher keeps on disk. */
const KEPT = 3;

export function createPreviewSites(options: PreviewSitesOptions): PreviewSites {
  const loaded = new Map<string, Promise<ServedSite>>();
  const load = (dir: string): Promise<ServedSite> => {
    let site = loaded.get(dir);
    if (site === undefined) {
      site = loadServedSite(dir, true);
      // A load that failed is tried again by the next request, not remembered.
      site.catch(() => loaded.delete(dir));
      loaded.set(dir, site);
      for (const old of [...loaded.keys()].slice(0, -KEPT)) loaded.delete(old);
    }
    return site;
  };
  return {
    siteFor(cookieHeader) {
      const id = previewIdIn(cookieHeader);
      if (id === null || cookieHeader === undefined) return null;
      return (async () => {
        if (!(await options.mayPreview(cookieHeader))) return null;
        const dir = options.dirOf(id);
        return dir === null ? null : load(dir);
      })();
    },
  };
}

/** Previews shown to a signed-in account with the editor right, and to no one else. */
export function editorPreviews(dirOf: (id: number) => string | null, sessions: SessionStore): PreviewSites {
  return createPreviewSites({
    dirOf,
    mayPreview: async (cookieHeader) => {
      const token = sessionTokenIn(cookieHeader);
      if (token === undefined) return false;
      return (await sessions.authenticate(token, new Date()))?.user.canEdit === true;
    },
  });
}
