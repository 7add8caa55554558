import clsx from "clsx";
import type { ReactNode } from "react";
import { Container } from "./container";

export type SectionTone = "white" | "sand" | "navy";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  sand: "bg-sand-50",
  navy: "bg-navy-900 text-white",
};

interface SectionProps {
  id: string;
  heading: string;
  eyebrow?: string;
  lead?: string;
  tone?: SectionTone;
  /** Centre the heading block (used for short, symmetric sections). */
  centered?: boolean;
  children: ReactNode;
}

/** A page section with an h2 that names it for assistive technology. */
export function Section({ id, heading, eyebrow, lead, tone = "white", centered = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  const dark = tone === "navy";
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("py-16 sm:py-24", tones[tone])}>
      <Container>
        <div className={clsx("max-w-2xl", centered && "mx-auto text-center")}>
          {eyebrow ? (
            <p className={clsx("mb-3 text-sm font-semibold tracking-wider uppercase", dark ? "text-accent-soft" : "text-accent-text")}>
              {eyebrow}
            </p>
          ) : null}
          <h2 id={headingId} className={clsx("text-3xl font-bold tracking-tight text-balance sm:text-4xl", dark ? "text-white" : "text-navy-900")}>
            {heading}
          </h2>
          {lead ? <p className={clsx("mt-4 text-lg text-pretty", dark ? "text-navy-100" : "text-ink-muted")}>{lead}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
