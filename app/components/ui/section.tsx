import clsx from "clsx";
import type { ReactNode } from "react";
import { Container } from "./container";

const tones = {
  white: "bg-white",
  sand: "bg-sand-50",
} as const;

interface SectionProps {
  id: string;
  heading: string;
  lead?: string;
  tone?: keyof typeof tones;
  /** Centre the heading block (used for short, symmetric sections). */
  centered?: boolean;
  children: ReactNode;
}

/** A page section with an h2 that names it for assistive technology. */
export function Section({ id, heading, lead, tone = "white", centered = false, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("py-16 sm:py-24", tones[tone])}>
      <Container>
        <div className={clsx("max-w-2xl", centered && "mx-auto text-center")}>
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
            {heading}
          </h2>
          {lead ? <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p> : null}
        </div>
        <div className="mt-12">{children}</div>
      </Container>
    </section>
  );
}
