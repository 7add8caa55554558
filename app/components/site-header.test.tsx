// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: SiteHeader }]);
  return render(<Stub initialEntries={[path]} />);
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
/** The links, whether the closed popover hides them or not: which ones there are is what is tested here. */
const link = (name: string) => within(nav()).queryByRole("link", { name, hidden: true });

/* The menu's behaviour is the browser's popover, tested in Chromium: tests/e2e/header.spec.ts. */
describe("SiteHeader", () => {
  it("leaves Home out on the home page and marks nothing else current", () => {
    renderAt("/");
    expect(link("Home")).toBeNull();
    expect(link("Services")).not.toHaveAttribute("aria-current");
  });

  it("shows Home elsewhere and marks the current page", () => {
    renderAt("/about");
    expect(link("Home")).toBeInTheDocument();
    expect(link("About")).toHaveAttribute("aria-current", "page");
  });

  it("has one toggle, named in text, that opens the link list as a popover", () => {
    renderAt("/services");
    const toggle = screen.getByRole("button", { name: "Toggle menu" });
    expect(toggle).toHaveTextContent("Toggle menu");
    expect(toggle).not.toHaveAttribute("aria-label");
    const list = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(list).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("aria-controls", list?.id);
  });
});
