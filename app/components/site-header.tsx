import clsx from "clsx";
import { Menu, X } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { headerLinksFor } from "~/config/navigation";
import { useDisclosure } from "~/hooks/use-disclosure";
import { BrandLogo } from "./brand-logo";
import { Container } from "./ui/container";

const MENU_ID = "site-menu";

export function SiteHeader() {
  const { pathname } = useLocation();
  const { open, toggle, close } = useDisclosure();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const links = headerLinksFor(pathname);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="relative">
        <nav aria-label="Main" className="flex min-h-16 flex-wrap items-center justify-between gap-x-6 py-2 md:min-h-20">
          <BrandLogo />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label="Toggle menu"
            onClick={toggle}
            className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 md:hidden noscript:hidden"
          >
            {open ? (
              <X className="size-6" />
            ) : (
              <Menu className="size-6" />
            )}
          </button>
          <ul
            id={MENU_ID}
            className={clsx(
              "md:flex md:items-center md:gap-1",
              open
                ? "max-md:absolute max-md:inset-x-0 max-md:top-full max-md:flex max-md:flex-col max-md:gap-1 max-md:border-b max-md:border-navy-100 max-md:bg-white max-md:px-5 max-md:pt-2 max-md:pb-5 max-md:shadow-lg sm:max-md:px-8"
                : "max-md:hidden noscript:max-md:flex noscript:max-md:w-full noscript:max-md:flex-wrap noscript:max-md:gap-x-1",
            )}
          >
            {links.map((link) => (
              <li key={link.to}>
                {/* Prerendering renders each page at "<path>/", so only Home needs an exact match:
                    with `end` on every link, the prerendered HTML would mark no link current. */}
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={close}
                  className={({ isActive }) =>
                    clsx(
                      "block rounded-lg px-4 py-3 text-base font-medium transition-colors motion-reduce:transition-none md:py-2",
                      isActive ? "bg-navy-50 text-navy-900" : "text-ink-muted hover:bg-navy-50 hover:text-navy-900",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
