import type { ReactNode } from "react";
import { Container } from "./ui/container";

interface PageHeaderProps {
  eyebrow?: string;
  heading: string;
  lead?: ReactNode;
  /** The header's second column from `lg` (a way to get in touch, the facts a reader asks first); hidden below, where the page's end carries it. */
  aside?: ReactNode;
}

/** The opening band of an inner page, with its h1. */
export function PageHeader({ eyebrow, heading, lead, aside }: PageHeaderProps) {
  return (
    <div className="relative isolate overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(42,74,122,0.4),transparent_60%)]"
      />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center">
        <div>
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wider text-balance text-sand-200 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          {lead ? <div className="mt-5 max-w-2xl text-lg text-pretty text-navy-100">{lead}</div> : null}
        </div>
        {aside ? (
          <div data-header-aside className="hidden lg:block">
            {aside}
          </div>
        ) : null}
      </Container>
    </div>
  );
}
