import { ContactSection } from "~/components/contact-section";
import type { Route } from "./+types/contact";

/** The contact section, as on the home and FAQ pages, and nothing else: here its heading is the page's h1. */
export default function ContactPage({ loaderData: { heading, lead, contactDetails } }: Route.ComponentProps) {
  return <ContactSection heading={heading} lead={lead} details={contactDetails} headingLevel={1} />;
}
