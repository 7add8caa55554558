import { ContactForm } from "~/components/contact-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { contactContent } from "~/content/contact";
import { useLocale } from "~/hooks/use-locale";
import { localeOfPath } from "~/lib/locale-paths";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) => pageMeta(pages.contact, localeOfPath(location.pathname));

export default function ContactPage() {
  const copy = contactContent[useLocale()];
  return (
    <div className="bg-sand-50 py-16 sm:py-24">
      <Container className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{copy.pageHeading}</h1>
        <p className="mt-4 text-lg text-pretty text-ink-muted">{copy.pageLead}</p>
        <Card className="mt-10">
          <ContactForm />
        </Card>
      </Container>
    </div>
  );
}
