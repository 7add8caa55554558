import type { ReactNode } from "react";
import { siteChrome } from "~/content/site-chrome";
import { useFocusOnNavigation } from "~/hooks/use-focus-on-navigation";
import { useLocale } from "~/hooks/use-locale";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./ui/skip-link";
import { WebManifestLink } from "./web-manifest-link";

const MAIN_ID = "main";

/**
 * What surrounds every public page: the skip link, the header, the main
 * landmark and the footer. The prerendered pages and the server's answer
 * pages both render it. The default export is for the root, which loads it
 * on demand.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  useFocusOnNavigation(MAIN_ID);
  return (
    <>
      <WebManifestLink />
      <SkipLink targetId={MAIN_ID}>{siteChrome[locale].skipLink}</SkipLink>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default SiteFrame;
