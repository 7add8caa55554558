import { ChevronDown } from "~/components/ui/icons";
import { useId } from "react";
import type { FaqItem } from "~/content/faq";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of the heading around each question, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * An exclusive accordion of `<details>` sharing one `name`: the browser keeps
 * one answer open at a time, opens the first, and lets the open one close, from
 * the first paint and without the app's JavaScript. A closed answer is out of
 * the tab order and the accessibility tree; the open one grows to at most
 * 24rem (96 units) in 300 ms, and a closing one shrinks before it is hidden.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const group = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <div className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5">
      {items.map((item, index) => {
        const headingId = `${group}-${item.id}`;
        return (
          <details
            key={item.id}
            name={group}
            open={index === 0}
            className="group details-content:max-h-0 details-content:overflow-hidden details-content:transition-[max-height,content-visibility] details-content:transition-discrete details-content:duration-300 details-content:ease-in-out open:details-content:max-h-96 motion-reduce:details-content:transition-none"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-navy-900 hover:bg-navy-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
              <Heading id={headingId} className="text-base font-semibold sm:text-lg">
                {item.question}
              </Heading>
              <ChevronDown className="size-5 shrink-0 text-accent-text transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <div role="region" aria-labelledby={headingId}>
              <p className="px-5 pb-6 text-ink-muted sm:px-6">{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
