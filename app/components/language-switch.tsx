import { Link, useLocation, useMatches } from "react-router";
import { Globe } from "~/components/ui/icons";
import { localeInfo, locales } from "~/config/locales";
import { counterpartPath, localeOfPath, localisedPath } from "~/lib/locale-paths";

/**
 * Links to the same page in the other language, named in that language. A
 * plain link: no cookie, no redirect by the browser's language. It loads a
 * new document, so the language's own head (its font preloads, `lang` and
 * `dir`) arrives as on any first visit. The
 * not-found page is prerendered once for every unknown URL, so it offers the
 * other language's home page instead of a path it cannot know.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const notFound = useMatches().some((match) => match.id.endsWith("/notFound"));
  const current = localeOfPath(pathname);
  return locales
    .filter((locale) => locale !== current)
    .map((locale) => {
      const info = localeInfo[locale];
      return (
        <Link
          key={locale}
          reloadDocument
          to={notFound ? localisedPath("/", locale) : counterpartPath(pathname, locale)}
          lang={info.lang}
          hrefLang={info.lang}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm sm:px-3 font-semibold text-navy-900 hover:bg-navy-50 ${className ?? ""}`}
        >
          {/* A phone's header has room for the logo, the switch and the menu button only without the globe. */}
          <Globe className="size-5 shrink-0 text-accent-text max-sm:hidden" strokeWidth={1.8} />
          {/* The name keeps its own direction; on the link itself `dir` would turn its logical margins around. */}
          <span dir={info.dir}>{info.name}</span>
        </Link>
      );
    });
}
