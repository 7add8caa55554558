// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { FaqAccordion } from "./faq-accordion";

const items = faqItems.en.slice(0, 3);

/*
 * The markup the browser's own accordion runs on. What the browser does with
 * it (one open at a time, keyboard, height and timing) is tested in Chromium:
 * tests/e2e/faq-accordion.spec.ts.
 */
describe("FaqAccordion", () => {
  it("renders one details element per item, all sharing one name, the first open", () => {
    const { container } = render(<FaqAccordion items={items} />);
    const details = [...container.querySelectorAll("details")];
    expect(details).toHaveLength(3);
    expect(new Set(details.map((element) => element.getAttribute("name"))).size).toBe(1);
    expect(details.map((element) => element.open)).toEqual([true, false, false]);
  });

  it("puts each question in a heading inside the summary, naming the answer's region", () => {
    const { container } = render(<FaqAccordion items={items} />);
    for (const [index, item] of items.entries()) {
      const heading = screen.getByRole("heading", { name: item.question, level: 3 });
      expect(heading.closest("summary")).not.toBeNull();
      const region = container.querySelectorAll('[role="region"]')[index];
      expect(region).toHaveAttribute("aria-labelledby", heading.id);
      expect(region).toHaveTextContent(item.answer);
    }
  });

  it("uses h2 headings when asked", () => {
    render(<FaqAccordion items={items} headingLevel={2} />);
    expect(screen.getByRole("heading", { name: items[0]?.question, level: 2 })).toBeInTheDocument();
  });
});
