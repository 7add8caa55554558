import { describe, expect, it } from "vitest";
import { parseRich } from "./rich-markdown.ts";

describe("rich text", () => {
  it("turns paragraphs, lists, emphasis, strong, links and line breaks into the site's nodes, text as typed", () => {
    expect(
      parseRich('Founder & "partner": **senior** [contact us](/ar/contact)\n\n1. one\n2. *two*  \n   next'),
    ).toEqual({
      tree: [
        {
          type: "paragraph",
          children: [
            'Founder & "partner": ',
            { type: "strong", children: ["senior"] },
            " ",
            { type: "link", href: "/ar/contact", children: ["contact us"] },
          ],
        },
        {
          type: "list",
          ordered: true,
          items: [["one"], [{ type: "em", children: ["two"] }, { type: "br" }, "next"]],
        },
      ],
    });
  });

  it.each([
    ["# Our work", "a heading"],
    ["<b>bold</b>", "HTML"],
    ["![logo](/logo.png)", "an image"],
    ["> quoted", "a quotation block"],
    ["`code`", "code"],
  ])("refuses %j, naming %s", (markdown, what) => {
    expect(parseRich(markdown)).toEqual({
      problem: `uses ${what}, which the site does not show: use paragraphs, lists, *emphasis*, **strong**, [links](/contact) and line breaks`,
    });
  });

  it("refuses a link that does not resolve", () => {
    expect(parseRich("See [pricing](/pricing).")).toEqual({
      problem: "has a link that does not resolve: “/pricing” is not a page of the site",
    });
  });
});
