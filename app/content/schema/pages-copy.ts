import { email, group, list, localised, paragraph, phone, text } from "./fields.ts";

/** A section's heading and the paragraph under it. */
function section(label: string) {
  return group(label, { heading: text("Heading", { max: 80 }), lead: paragraph("Lead", { max: 400 }) });
}

/** The home page's own words; its services, clients, partners and work have kinds of their own. */
export const homeSchema = localised(
  group("Home page", {
    hero: group("Hero", {
      eyebrow: text("Eyebrow", { max: 60 }),
      heading: text("Heading", { max: 100 }),
      lead: paragraph("Lead", { max: 300 }),
      cta: text("Main button", { max: 40 }),
      secondaryCta: text("Second button", { max: 40 }),
    }),
    whatWeDo: section("What we do"),
    whoWeWorkWith: section("Who we work with"),
    partners: section("Partners"),
    contact: section("Contact"),
  }),
);

/** The about page's words; the team has a kind of its own. */
export const aboutSchema = localised(
  group("About page", {
    intro: paragraph("Introduction", { max: 600 }),
    mission: paragraph("Mission", { max: 600 }),
    vision: paragraph("Vision", { max: 600 }),
    teamDescription: paragraph("Team description", { max: 600 }),
  }),
);

/** The company's words about itself; its name is computed (the brand), not edited here. */
export const companySchema = localised(
  group("Company", {
    tagline: text("Tagline", { max: 120 }),
    locationLabel: text("Office, as the footer and legal pages name it", { max: 60 }),
    email: email("Email address, as visitors see it", {
      help: "In the footer, the contact panel and the legal pages.",
    }),
  }),
);

/** The contact section's panel, the contact page's heading and the invitation to get in touch that ends the other pages. */
export const contactSchema = localised(
  group("Contact details", {
    panelLabel: text("Name of the list of ways to reach us (for screen readers)", { max: 60 }),
    phone: phone("Phone number", { required: false, help: "Left out of the panel while empty." }),
    whatsapp: phone("WhatsApp number", { required: false, help: "Left out of the panel while empty." }),
    emailLabel: text("Email label", { max: 30 }),
    phoneLabel: text("Phone label", { max: 30 }),
    whatsappLabel: text("WhatsApp label", { max: 30 }),
    whatsappLink: text("WhatsApp link text", { max: 60 }),
    officeLabel: text("Office label", { max: 30 }),
    officeAddress: list("Office address", text("Line", { max: 80 }), { min: 1, max: 5, itemLabel: "Line" }),
    hoursLabel: text("Hours label", { max: 30 }),
    hours: text("Office hours", { max: 120 }),
    responseTimeLabel: text("Response time label", { max: 30 }),
    responseTime: text("Response time", { max: 160 }),
    pageHeading: text("Contact page heading", { max: 60 }),
    pageLead: paragraph("Contact page lead", { max: 300 }),
    promptHeading: text("Heading of the invitation to get in touch", {
      max: 60,
      help: "At the end of every page without the contact form, and beside the FAQ. Its button is the contact page heading.",
    }),
  }),
);
