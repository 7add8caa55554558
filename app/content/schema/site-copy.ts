import { group, localised, template, text } from "./fields.ts";

/** The header's landmark name and the phone menu's toggle. */
export const siteHeaderSchema = localised(
  group("Site header", {
    navigationLabel: text("Name of the main navigation (for screen readers)", { max: 40 }),
    menuToggle: text("Menu button (for screen readers)", { max: 40 }),
  }),
);

/** The names of the pages in the header's and footer's links. */
export const navigationSchema = localised(
  group("Navigation", {
    home: text("Home", { max: 30 }),
    services: text("Services", { max: 30 }),
    about: text("About", { max: 30 }),
    contact: text("Contact", { max: 30 }),
    faq: text("FAQ", { max: 30 }),
    articles: text("Articles", { max: 30 }),
    privacy: text("Privacy Policy", { max: 30 }),
    terms: text("Terms of Use", { max: 30 }),
  }),
);

/** The words around every page: the skip link, the footer and the error page. */
export const siteChromeSchema = localised(
  group("Site frame", {
    skipLink: text("Skip link (first on every page, for keyboards)", { max: 60 }),
    footer: group("Footer", {
      navigationHeading: text("Navigation heading", { max: 40 }),
      resourcesHeading: text("Resources heading", { max: 40 }),
      contactHeading: text("Contact heading", { max: 40 }),
      rightsReserved: text("After “© year company.”", { max: 80 }),
      networkLinkLabel: template("Professional network link (for screen readers)", ["brand", "network"], {
        max: 120,
        help: "{brand}: the company's name; {network}: the network's, such as LinkedIn.",
      }),
    }),
    errorPage: group("Error page", {
      heading: text("Heading", { max: 80 }),
      lead: text("Lead", { max: 200 }),
      notFoundHeading: text("Heading when a page is not found", { max: 80 }),
      notFoundLead: text("Lead when a page is not found", { max: 200 }),
      homeLink: text("Home link", { max: 60 }),
    }),
  }),
);
