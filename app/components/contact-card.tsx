import clsx from "clsx";
import { ArrowRight } from "~/components/ui/icons";
import type { ContactPrompt } from "~/page-data/contact-details";
import { ContactWays } from "./contact-ways";
import { ButtonLink } from "./ui/button";

/**
 * The invitation to get in touch as a card: in a dark page header's second
 * column, or beside the FAQ. The heading is a paragraph in the page header
 * (the header holds the page's h1 alone) and an h2 beside the FAQ.
 */
export function ContactCard({
  prompt,
  tone,
  headingLevel,
  className,
}: {
  prompt: ContactPrompt;
  tone: "light" | "dark";
  headingLevel?: 2;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "p";
  const dark = tone === "dark";
  return (
    <div
      data-contact-card
      className={clsx(
        "rounded-2xl border p-6",
        dark ? "border-white/15 bg-white/5 text-navy-100" : "border-navy-100 bg-sand-50 text-ink-muted",
        className,
      )}
    >
      <Heading className={clsx("text-lg font-semibold", dark ? "text-white" : "text-navy-900")}>
        {prompt.heading}
      </Heading>
      <p className="mt-2 text-sm">{prompt.lead}</p>
      <ContactWays ways={prompt.ways} label={prompt.waysLabel} tone={tone} className="mt-5" />
      <ButtonLink to={prompt.action.to} variant={dark ? "inverse" : "primary"} className="mt-6 w-full">
        {prompt.action.label}
        <ArrowRight className="size-5" />
      </ButtonLink>
    </div>
  );
}
