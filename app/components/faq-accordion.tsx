import clsx from "clsx";
import { ChevronDown } from "~/components/ui/icons";
import { useId } from "react";
import type { FaqItem } from "~/content/faq";
import { useAccordion } from "~/hooks/use-accordion";

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Level of the heading around each question, to fit the page outline. */
  headingLevel?: 2 | 3;
}

/**
 * WAI-ARIA accordion: one answer open at a time, the first open at first.
 * A closed panel is `visibility: hidden`, so it leaves the tab order and the
 * accessibility tree while its height still animates.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const baseId = useId();
  const { isOpen, toggle } = useAccordion(items[0]?.id ?? null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <div className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5">
      {items.map((item) => {
        const open = isOpen(item.id);
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-navy-900 hover:bg-navy-50/60 sm:px-6"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={clsx(
                    "size-5 shrink-0 text-accent-text transition-transform duration-300 motion-reduce:transition-none",
                    open && "rotate-180",
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={clsx(
                "overflow-hidden transition-[max-height,visibility] duration-300 ease-in-out motion-reduce:transition-none",
                open ? "visible max-h-96" : "invisible max-h-0 noscript:visible noscript:max-h-none",
              )}
            >
              <p className="px-5 pb-6 text-ink-muted sm:px-6">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
