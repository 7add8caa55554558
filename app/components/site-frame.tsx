import type { ReactNode } from "react";
import { siteChrome } from "~/content/site-chrome";
import { useLocale } from "~/hooks/use-locale";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

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
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-navy-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {siteChrome[locale].skipLink}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 scroll-mt-24 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
