// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

const ID = "0123456789abcdef0123456789abcdef";
const at = (width: number, format: string) => `/media/${ID}/${width}.${format} ${width}w`;

describe("ResponsiveImage", () => {
  it("offers AVIF, then WebP, at the layout's widths, with the content's size and words, loading as it comes into view", () => {
    const { container } = render(
      <ResponsiveImage
        image={{ id: ID, width: 600, height: 600, alt: "Layla Haddad, managing partner" }}
        purpose="team-photo"
        className="size-16"
      />,
    );
    const source = container.querySelector("picture > source");
    const img = container.querySelector("picture > img");
    expect(source?.getAttribute("type")).toBe("image/avif");
    expect(source?.getAttribute("srcset")).toBe(
      [64, 80, 128, 160].map((width) => at(width, "avif")).join(", "),
    );
    expect(img?.getAttribute("srcset")).toBe([64, 80, 128, 160].map((width) => at(width, "webp")).join(", "));
    for (const element of [source, img])
      expect(element?.getAttribute("sizes")).toBe("(min-width: 640px) 80px, 64px");
    expect(img?.getAttribute("src")).toBe(`/media/${ID}/160.webp`);
    expect(img?.getAttribute("alt")).toBe("Layla Haddad, managing partner");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["600", "600"]);
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("class")).toBe("size-16");
  });

  it("loads at once when above the fold, and sizes a logo by its own proportions", () => {
    const { container } = render(
      <ResponsiveImage
        image={{ id: ID, width: 300, height: 100, alt: "Cloudline" }}
        purpose="partner-logo"
        eager
      />,
    );
    const img = container.querySelector("img");
    expect(img?.getAttribute("loading")).toBe("eager");
    expect(img?.getAttribute("sizes")).toBe("120px");
    expect(img?.getAttribute("srcset")).toBe(`${at(120, "webp")}, ${at(240, "webp")}`);
  });
});
