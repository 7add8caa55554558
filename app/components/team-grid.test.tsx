// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TeamGrid } from "./team-grid";

const ID = "0123456789abcdef0123456789abcdef";

describe("TeamGrid", () => {
  it("shows a member's uploaded photo with its alt text, and the first letter of the name for a member without one", () => {
    render(
      <TeamGrid
        members={[
          {
            id: "layla-haddad",
            name: "Layla Haddad",
            position: "Founder & Managing Director",
            photo: { id: ID, width: 600, height: 600, alt: "Layla Haddad in the Dubai office" },
          },
          { id: "omar-siddiqui", name: "Omar Siddiqui", position: "Head of Engineering", photo: null },
        ]}
      />,
    );
    const photo = screen.getByRole("img", { name: "Layla Haddad in the Dubai office" });
    expect(photo.getAttribute("src")).toBe(`/media/${ID}/160.webp`);
    expect(photo.closest("picture")?.querySelector("source")?.getAttribute("type")).toBe("image/avif");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByText("O").getAttribute("aria-hidden")).toBe("true");
  });
});
