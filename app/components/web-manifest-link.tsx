import { useSyncExternalStore } from "react";

/** Written by the build (scripts/build/vite-site-files.ts). */
const WEB_MANIFEST = "/site.webmanifest";

const subscribe = () => () => {};

/**
 * The web app manifest, linked once the page has hydrated (React puts the
 * link in the head). It names and draws the shortcut a visitor may add to a
 * home screen; nothing on the page needs it. Linked in the prerendered head,
 * Chromium fetched it while the page loaded, without cookies and so on a new
 * connection of its own, beside the fonts in a phone's first round trips
 * (Lighthouse counted it into the Arabic pages' largest paint: 1.20 s, not
 * 1.05 s). Pages without script (the server's answer pages) go without it.
 */
export function WebManifestLink() {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? <link rel="manifest" href={WEB_MANIFEST} /> : null;
}
