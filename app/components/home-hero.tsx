import { ArrowRight } from "~/components/ui/icons";
import { pages } from "~/config/pages";
import type { HomeContent } from "~/content/home";
import { useLocale } from "~/hooks/use-locale";
import { localisedPath } from "~/lib/locale-paths";
import { FloatingGraphic } from "./floating-graphic";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";

export function HomeHero({ hero }: Pick<HomeContent, "hero">) {
  const locale = useLocale();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(99,102,241,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(37,99,235,0.2),transparent_50%)]"
      />
      <Container className="grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[1.15fr_1fr] lg:py-32">
        <div>
          <p className="text-sm font-semibold tracking-wider text-balance text-sand-200 uppercase">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-navy-100 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <ButtonLink to={localisedPath(pages.contact.path, locale)}>
              {hero.cta}
              <ArrowRight className="size-5" />
            </ButtonLink>
            <ButtonLink to={localisedPath(pages.services.path, locale)} variant="inverse">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <FloatingGraphic className="mx-auto w-full max-w-64 sm:max-w-sm lg:max-w-md" />
      </Container>
    </section>
  );
}
