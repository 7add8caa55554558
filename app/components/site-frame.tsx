import type { ReactNode } from "react";
import { siteChrome } from "~/content/site-chrome";
import { useLocale } from "~/hooks/use-locale";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./ui/skip-link";

export const MAIN_ID = "main";

/**
 * What surrounds every public page: the skip link, the header, the main
 * landmark and the footer. The prerendered pages and the server's answer
 * pages both render it.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <>
      <SkipLink targetId={MAIN_ID}>{siteChrome[locale].skipLink}</SkipLink>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
