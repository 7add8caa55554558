import { useCallback, useRef, useState } from "react";
import type { SiteSearch } from "~/lib/site-search";

export type SiteSearchState =
  { status: "idle" } | { status: "loading" } | { status: "failed" } | { status: "ready"; search: SiteSearch };

/**
 * The search's code and one language's index, fetched the first time `load`
 * is called (the visitor focuses the search box, types, or arrives with a
 * query), never with the page: a visitor who only looks pays nothing. A failed
 * load may be tried again.
 */
export function useSiteSearch(indexUrl: string): { state: SiteSearchState; load: () => void } {
  const [state, setState] = useState<SiteSearchState>({ status: "idle" });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: "loading" });
    import("~/lib/site-search")
      .then(({ loadSiteSearch }) => loadSiteSearch(indexUrl))
      .then(
        (search) => setState({ status: "ready", search }),
        () => {
          started.current = false;
          setState({ status: "failed" });
        },
      );
  }, [indexUrl]);
  return { state, load };
}
