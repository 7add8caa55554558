import { ArrowRight } from "~/components/ui/icons";
import type { ContactPrompt } from "~/page-data/contact-details";
import { ContactWays } from "./contact-ways";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";

/**
 * The end of every page that has no contact form: the invitation to get in
 * touch, the contact page's button and the ways to write or call, so no page
 * leaves a reader without a way forward.
 */
export function ContactBand({ prompt }: { prompt: ContactPrompt }) {
  return (
    <section
      aria-labelledby="contact-band-heading"
      data-contact-end
      className="border-t border-sand-200 bg-sand-50 py-14 sm:py-16"
    >
      <Container className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
        <div>
          <h2
            id="contact-band-heading"
            className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
          >
            {prompt.heading}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{prompt.lead}</p>
        </div>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center lg:gap-8">
          <ButtonLink to={prompt.action.to}>
            {prompt.action.label}
            <ArrowRight className="size-5" />
          </ButtonLink>
          <ContactWays ways={prompt.ways} label={prompt.waysLabel} tone="light" />
        </div>
      </Container>
    </section>
  );
}
