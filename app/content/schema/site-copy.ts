import { group, localised, text } from "./fields.ts";

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
    privacy: text("Privacy Policy", { max: 30 }),
    terms: text("Terms of Use", { max: 30 }),
  }),
);
