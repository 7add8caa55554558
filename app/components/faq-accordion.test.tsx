// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { faqItems } from "~/content/faq";
import { FaqAccordion } from "./faq-accordion";

const items = faqItems.slice(0, 3);

function question(index: number) {
  const item = items[index];
  if (!item) throw new Error(`no item ${index}`);
  return screen.getByRole("button", { name: item.question });
}

function panelOf(button: HTMLElement) {
  const id = button.getAttribute("aria-controls");
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error("aria-controls names no element");
  return panel;
}

describe("FaqAccordion", () => {
  it("renders each question as a button in a heading that controls its panel", () => {
    render(<FaqAccordion items={items} />);
    for (const [index, item] of items.entries()) {
      const button = question(index);
      expect(button.closest("h3")).not.toBeNull();
      expect(panelOf(button)).toHaveTextContent(item.answer);
    }
  });

  it("opens the first item initially", () => {
    render(<FaqAccordion items={items} />);
    expect(question(0)).toHaveAttribute("aria-expanded", "true");
    expect(question(1)).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(question(0))).toHaveClass("max-h-96", "duration-300");
    expect(panelOf(question(1))).toHaveClass("invisible", "max-h-0");
  });

  it("keeps one item open at a time and lets the open one close", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);

    await user.click(question(2));
    expect(question(2)).toHaveAttribute("aria-expanded", "true");
    expect(question(0)).toHaveAttribute("aria-expanded", "false");
    expect(panelOf(question(0))).toHaveClass("invisible");

    await user.click(question(2));
    for (const index of [0, 1, 2]) expect(question(index)).toHaveAttribute("aria-expanded", "false");
  });

  it("uses h2 headings when asked", () => {
    render(<FaqAccordion items={items} headingLevel={2} />);
    expect(question(0).closest("h2")).not.toBeNull();
  });
});
