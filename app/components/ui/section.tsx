import clsx from "clsx";
import type { ReactNode } from "react";
import { Container } from "./container";

/** Each tone's background, and the colours of the heading and lead on it. */
const tones = {
  white: { section: "bg-white", heading: "text-navy-900", lead: "text-ink-muted" },
  sand: { section: "bg-sand-50", heading: "text-navy-900", lead: "text-ink-muted" },
  navy: { section: "bg-navy-950 text-white", heading: "text-white", lead: "text-navy-100" },
} as const;

interface SectionProps {
  id: string;
  heading: string;
  lead?: string;
  tone?: keyof typeof tones;
  /** 1 when the section is the page's whole content (the contact page). */
  headingLevel?: 1 | 2;
  /**
   * "beside": from lg the heading and lead hold a column beside the content, for content
   * narrower than the page (a list of questions) that would otherwise leave half of it blank;
   * below lg the content, under the heading, keeps a reading width.
   */
  layout?: "stacked" | "beside";
  children: ReactNode;
}

/** A page section with a heading that names it for assistive technology; every section heading starts at the edge. */
export function Section({
  id,
  heading,
  lead,
  tone = "white",
  headingLevel = 2,
  layout = "stacked",
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const beside = layout === "beside";
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("py-16 sm:py-24", tones[tone].section)}>
      <Container
        className={clsx(
          beside && "lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16",
        )}
      >
        <div className={clsx("max-w-2xl", beside && "lg:sticky lg:top-24")}>
          <Heading
            id={headingId}
            className={clsx(
              "text-3xl font-bold tracking-tight text-balance sm:text-4xl",
              tones[tone].heading,
            )}
          >
            {heading}
          </Heading>
          {lead ? <p className={clsx("mt-4 text-lg text-pretty", tones[tone].lead)}>{lead}</p> : null}
        </div>
        <div className={clsx("mt-12", beside && "max-w-3xl lg:mt-0 lg:max-w-none")}>{children}</div>
      </Container>
    </section>
  );
}
