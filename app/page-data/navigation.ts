import type { Locale } from "~/config/locales";
import { pages } from "~/config/pages";
import { navigationLabels, type NavKey } from "~/content/navigation";
import { basePath, localisedPath } from "~/lib/locale-paths";

export interface NavItem {
  label: string;
  to: string;
}

/** Contact comes last: the header styles its last link as the primary action (app/styles/app.css). */
const headerKeys = ["services", "about", "contact"] as const satisfies readonly NavKey[];
const resourceKeys = ["faq", "articles", "privacy", "terms"] as const satisfies readonly NavKey[];

function item(key: NavKey, locale: Locale): NavItem {
  return { label: navigationLabels[locale][key], to: localisedPath(pages[key].path, locale) };
}

export const homeLink = (locale: Locale): NavItem => item("home", locale);

/** Header links after Home (Home shows only away from the home page). */
const headerLinks = (locale: Locale): readonly NavItem[] => headerKeys.map((key) => item(key, locale));

export const footerNavigation = (locale: Locale): readonly NavItem[] => [
  homeLink(locale),
  ...headerLinks(locale),
];

export const footerResources = (locale: Locale): readonly NavItem[] =>
  resourceKeys.map((key) => item(key, locale));

/** The header's links for the current path: Home is left out on the home page. */
export function headerLinksFor(pathname: string, locale: Locale): readonly NavItem[] {
  return basePath(pathname) === pages.home.path
    ? headerLinks(locale)
    : [homeLink(locale), ...headerLinks(locale)];
}
