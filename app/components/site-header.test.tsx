// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./site-header";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: SiteHeader }]);
  return render(<Stub initialEntries={[path]} />);
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
const toggle = () => screen.getByRole("button", { name: "Toggle menu" });

describe("SiteHeader", () => {
  it("leaves Home out on the home page and marks nothing else current", () => {
    renderAt("/");
    expect(within(nav()).queryByRole("link", { name: "Home" })).toBeNull();
    expect(within(nav()).getByRole("link", { name: "Services" })).not.toHaveAttribute("aria-current");
  });

  it("shows Home elsewhere and marks the current page", () => {
    renderAt("/about");
    expect(within(nav()).getByRole("link", { name: "Home" })).toBeInTheDocument();
    expect(within(nav()).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  });

  it("toggles the menu with one button that controls the link list", async () => {
    const user = userEvent.setup();
    renderAt("/services");
    const list = document.getElementById(toggle().getAttribute("aria-controls") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    renderAt("/services");
    await user.click(toggle());
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    renderAt("/services");
    await user.click(toggle());
    await user.click(within(nav()).getByRole("link", { name: "Contact" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
