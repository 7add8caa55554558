import { pages } from "./pages";

export interface NavItem {
  label: string;
  to: string;
}

export const homeLink: NavItem = { label: "Home", to: pages.home.path };

/** Header links after Home (Home shows only away from the home page). */
export const headerLinks: readonly NavItem[] = [
  { label: "Services", to: pages.services.path },
  { label: "About", to: pages.about.path },
  { label: "Contact", to: pages.contact.path },
];

export const footerNavigation: readonly NavItem[] = [homeLink, ...headerLinks];

export const footerResources: readonly NavItem[] = [
  { label: "FAQ", to: pages.faq.path },
  { label: "Privacy Policy", to: pages.privacy.path },
  { label: "Terms of Use", to: pages.terms.path },
];

/** The header's links for the current path: Home is left out on the home page. */
export function headerLinksFor(pathname: string): readonly NavItem[] {
  return pathname === homeLink.to ? headerLinks : [homeLink, ...headerLinks];
}
