import { ArrowRight } from "~/components/ui/icons";
import { pages } from "~/config/pages";
import type { HomeContent } from "~/content/home";
import type { ProofOfWork } from "~/content/proof-of-work";
import { useLocale } from "~/hooks/use-locale";
import { localisedPath } from "~/lib/locale-paths";
import { FloatingGraphic } from "./floating-graphic";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";

interface HomeHeroProps extends Pick<HomeContent, "hero"> {
  /** The case studies' measured results, shown as the hero's proof: a buyer sees them before scrolling. */
  proof: Pick<ProofOfWork, "heading" | "caseStudies">;
}

/**
 * The home page's opening: the offer, the two actions, then the case studies' results. On a phone
 * the results come before the graphic, so the first screen holds proof; from `lg` the graphic
 * stands beside both. The graphic sits behind the text, which it rises past as the page scrolls.
 */
export function HomeHero({ hero, proof }: HomeHeroProps) {
  const locale = useLocale();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-navy-950 bg-linear-160 from-navy-950 from-45% to-navy-900 text-white"
    >
      <Container className="grid items-center gap-x-16 gap-y-10 py-12 sm:py-16 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-balance text-sand-200 uppercase">
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-navy-100 sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={localisedPath(pages.contact.path, locale)}>
              {hero.cta}
              <ArrowRight className="size-5" />
            </ButtonLink>
            <ButtonLink to={localisedPath(pages.services.path, locale)} variant="inverse">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        <div className="border-t border-white/15 pt-6">
          <p className="text-sm font-semibold text-sand-200">{proof.heading}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3 sm:gap-6">
            {proof.caseStudies.map((study) => (
              <li key={study.id} className="grid grid-cols-[4rem_1fr] items-baseline gap-x-4 sm:block">
                <span className="text-2xl font-semibold text-white sm:block sm:text-3xl">
                  {study.result.figure}
                </span>
                <span className="block text-sm text-navy-100 sm:mt-2">{study.result.measure}</span>
                <span className="col-start-2 mt-1 block text-xs text-navy-300">{study.clientType}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Until lg, below the results by more than its rise of up to 200 px (with the row gap), so it ends under them, never across. */}
        <FloatingGraphic className="-z-10 mx-auto mt-44 w-full max-w-40 sm:max-w-56 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:max-w-sm" />
      </Container>
    </section>
  );
}
