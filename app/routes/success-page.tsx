import { CircleCheck } from "~/components/ui/icons";
import { ContactBand } from "~/components/contact-band";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { pages } from "~/config/pages";
import { localisedPath } from "~/lib/locale-paths";
import type { Route } from "./+types/success";

export default function SuccessPage({ loaderData: { locale, copy, contactPrompt } }: Route.ComponentProps) {
  return (
    <>
      <div className="bg-white py-16 sm:py-24">
        <Container width="text">
          <Card className="text-center">
            <CircleCheck className="mx-auto size-14 text-emerald-600" strokeWidth={1.5} />
            <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
              {copy.heading}
            </h1>
            <p className="mt-4 text-lg text-ink-muted">{copy.lead}</p>
            <div className="mx-auto mt-10 max-w-xl text-start">
              <h2 className="text-xl font-semibold text-navy-900">{copy.nextStepsHeading}</h2>
              {/* The badges are CSS counters, so a text browser numbers the list once, with its own numbers;
                `/ ""` keeps the badge out of the accessible text, as the list already has its positions. */}
              <ol className="mt-4 space-y-3 [counter-reset:step]">
                {copy.nextSteps.map((step) => (
                  <li
                    key={step}
                    className="flex gap-4 text-ink-muted [counter-increment:step] before:flex before:size-7 before:shrink-0 before:items-center before:justify-center before:rounded-full before:bg-navy-50 before:text-sm before:font-semibold before:text-accent-text before:content-[counter(step)_/_'']"
                  >
                    {step}
                  </li>
                ))}
              </ol>
            </div>
            <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
              <ButtonLink to={localisedPath(pages.home.path, locale)}>{copy.homeLink}</ButtonLink>
              <ButtonLink to={localisedPath(pages.services.path, locale)} variant="secondary">
                {copy.servicesLink}
              </ButtonLink>
            </div>
          </Card>
        </Container>
      </div>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}
