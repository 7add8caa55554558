import clsx from "clsx";
import { Menu, X } from "~/components/ui/icons";
import { useCallback, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { headerLinksFor } from "~/page-data/navigation";
import { siteHeaderCopy } from "~/content/site-header";
import { useLocale } from "~/hooks/use-locale";
import { usePopoverOpen } from "~/hooks/use-popover-open";
import { basePath } from "~/lib/locale-paths";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { Container } from "./ui/container";

const MENU_ID = "site-menu";

/** A path as the header compares pages: prerendered pages also answer at "<path>/". */
function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Below `md` the links are a popover that the toggle opens: the browser
 * handles the toggle, Escape (focus back on the toggle) and a click outside
 * from the first paint, with or without the app's JavaScript. From `md` up the
 * same list is shown inline and the toggle is hidden.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const copy = siteHeaderCopy[locale];
  const menuRef = useRef<HTMLUListElement>(null);
  // The menu belongs to the page whose address was shown when it opened; a visitor may open it after
  // the address has changed and before the next page has loaded, which then keeps it open.
  const openedOn = useRef<string | null>(null);
  const onMenuChange = useCallback((showing: boolean) => {
    openedOn.current = showing ? pagePath(window.location.pathname) : null;
  }, []);
  const { open, onToggle } = usePopoverOpen(menuRef, onMenuChange);
  const links = headerLinksFor(pathname, locale);

  // A client-side navigation keeps the document, so the header closes the open menu itself: when a
  // link in it is chosen, on Back and Forward (at once, not when the page they lead to has loaded),
  // on a page restored from the back/forward cache, and once another page shows than the one the
  // menu was opened on (a link outside it chosen by keyboard). The toggle's state follows the
  // popover's toggle event in every case.
  const closeMenu = () => {
    // By id, not by menuRef: with the next page's script still loading, Back found the ref empty (seen in Chromium) and closed nothing.
    const menu = document.getElementById(MENU_ID);
    if (menu?.matches(":popover-open")) menu.hidePopover();
  };
  useEffect(() => {
    if (openedOn.current !== null && openedOn.current !== pagePath(pathname)) closeMenu();
  }, [pathname]);
  useEffect(() => {
    const onHistory = (event: Event) => {
      if (event.type === "popstate" || (event instanceof PageTransitionEvent && event.persisted)) closeMenu();
    };
    window.addEventListener("popstate", onHistory);
    window.addEventListener("pageshow", onHistory);
    return () => {
      window.removeEventListener("popstate", onHistory);
      window.removeEventListener("pageshow", onHistory);
    };
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container>
        <nav
          aria-label={copy.navigationLabel}
          className="group flex min-h-16 flex-wrap items-center gap-x-1 py-2 sm:gap-x-2 md:min-h-20 md:flex-nowrap lg:gap-x-4"
        >
          <BrandLogo />
          <ul
            id={MENU_ID}
            ref={menuRef}
            popover="auto"
            onToggle={onToggle}
            className={clsx(
              "m-0 overflow-visible border-0 bg-transparent p-0 text-inherit",
              "md:static md:ms-auto md:flex md:items-center md:gap-0.5 lg:gap-1",
              // Open on a phone: a raised sheet under the header, the page behind it dimmed (the header stays clear, so the toggle can close it).
              "max-md:fixed max-md:inset-x-0 max-md:top-16 max-md:bottom-auto max-md:w-auto max-md:flex-col max-md:gap-1 max-md:rounded-b-2xl max-md:border-b max-md:border-navy-100 max-md:bg-white max-md:px-5 max-md:pt-3 max-md:pb-6 max-md:shadow-2xl max-md:shadow-navy-950/30 max-md:open:flex sm:max-md:px-8",
              "max-md:backdrop:top-16 max-md:backdrop:bg-navy-950/45 max-md:backdrop:backdrop-blur-[2px]",
            )}
          >
            {links.map((link) => (
              <li key={link.to}>
                {/* Prerendering renders each page at "<path>/", so only Home needs an exact match:
                    with `end` on every link, the prerendered HTML would mark no link current. */}
                <NavLink
                  to={link.to}
                  end={basePath(link.to) === "/"}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    clsx(
                      "block rounded-lg px-4 py-3 text-base font-medium whitespace-nowrap transition-colors motion-reduce:transition-none md:px-3 md:py-2 lg:px-4",
                      isActive
                        ? "bg-navy-50 text-navy-900"
                        : "text-ink-muted hover:bg-navy-50 hover:text-navy-900",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="max-md:ms-auto" />
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-expanded={open ?? undefined}
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 md:hidden"
          >
            <Menu className="size-6 group-has-[:popover-open]:hidden" />
            <X className="hidden size-6 group-has-[:popover-open]:block" />
            {/* Text rather than aria-label, so text browsers show the button's name too. */}
            <span className="sr-only">{copy.menuToggle}</span>
          </button>
        </nav>
      </Container>
    </header>
  );
}
