import { ContactForm } from "~/components/contact-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { contactContent } from "~/content/contact";
import { pageTexts } from "~/content/page-meta";
import { localeOfRequest } from "~/lib/locale-paths";
import { pageMeta } from "~/page-data/seo";
import type { Route } from "./+types/contact";

/** Runs at build time: the page's words reach the browser in its HTML, not in its scripts. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { pageHeading, pageLead } = contactContent[locale];
  return { locale, text: pageTexts[locale].contact, heading: pageHeading, lead: pageLead };
}

export const meta: Route.MetaFunction = ({ loaderData: { locale, text } }) => pageMeta(pages.contact, locale, text);

export default function ContactPage({ loaderData: { heading, lead } }: Route.ComponentProps) {
  return (
    <div className="bg-sand-50 py-16 sm:py-24">
      <Container className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p>
        <Card className="mt-10">
          <ContactForm />
        </Card>
      </Container>
    </div>
  );
}
