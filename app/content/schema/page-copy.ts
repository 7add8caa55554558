import { group, list, localised, paragraph, text } from "./fields.ts";

const heading = (label = "Heading") => text(label, { max: 100 });
const lead = (label = "Lead") => paragraph(label, { max: 400 });

/** The headings and introductions of the inner pages, which their loaders read (no page's script carries them). */
export const pageHeadingsSchema = localised(
  group("Inner pages' headings", {
    services: group("Services page", {
      eyebrow: text("Eyebrow", { max: 60 }),
      heading: heading(),
      lead: lead(),
      servicesHeading: heading("Services heading"),
      servicesLead: lead("Services lead"),
      faqHeading: heading("FAQ heading"),
      faqLead: lead("FAQ lead"),
      viewAllFaqs: text("Link to every question", { max: 60 }),
    }),
    about: group("About page", {
      eyebrow: text("Eyebrow", { max: 60 }),
      heading: heading(),
      purposeHeading: heading("Purpose heading"),
      missionHeading: heading("Mission heading"),
      visionHeading: heading("Vision heading"),
      teamHeading: heading("Team heading"),
    }),
    faq: group("FAQ page", {
      eyebrow: text("Eyebrow", { max: 60 }),
      heading: heading(),
      lead: lead(),
      contactHeading: heading("Contact heading"),
      contactLead: lead("Contact lead"),
    }),
    success: group("Message sent page", {
      heading: heading(),
      lead: lead(),
      nextStepsHeading: heading("Next steps heading"),
      nextSteps: list("Next steps", paragraph("Step", { max: 300 }), { min: 1, max: 6, itemLabel: "Step" }),
      homeLink: text("Home link", { max: 60 }),
      servicesLink: text("Services link", { max: 60 }),
    }),
  }),
);

/** A page's title (shown as "<title> | <brand>") and its description for search engines. */
function pageText(label: string) {
  return group(label, {
    title: text("Title", { max: 70 }),
    description: paragraph("Description (search engines)", { max: 200 }),
  });
}

/** Every prerendered page's title and description; the not-found page's are in its own kind. */
export const pageMetaSchema = localised(
  group("Page titles and descriptions", {
    home: pageText("Home page"),
    services: pageText("Services page"),
    about: pageText("About page"),
    contact: pageText("Contact page"),
    faq: pageText("FAQ page"),
    privacy: pageText("Privacy policy"),
    terms: pageText("Terms of use"),
    success: pageText("Message sent page"),
    search: pageText("Search page"),
    articles: pageText("Articles list"),
  }),
);

/**
 * The not-found page, apart: it has no loader (it answers every unknown URL),
 * so its scripts carry its words, and only these: its title and description
 * in the route's first script, its heading, lead and link in the page's part.
 */
export const notFoundMetaSchema = localised(
  group("Page not found: title and description", {
    title: text("Title", { max: 70 }),
    description: paragraph("Description (search engines)", { max: 200 }),
  }),
);

export const notFoundSchema = localised(
  group("Page not found", {
    eyebrow: text("Eyebrow", { max: 60 }),
    heading: heading(),
    lead: lead(),
    homeLink: text("Home link", { max: 60 }),
  }),
);
