// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CaseStudyGrid } from "./case-study-grid";

const ID = "0123456789abcdef0123456789abcdef";
const study = {
  clientType: "Fintech",
  problem: "Slow settlement.",
  work: "A new ledger.",
  result: { figure: "40%", measure: "faster" },
};

describe("CaseStudyGrid", () => {
  it("shows a case study's uploaded image at the card's widths, and a card without one as before", () => {
    render(
      <CaseStudyGrid
        problemLabel="Problem"
        workLabel="Work"
        resultLabel="Result"
        caseStudies={[
          {
            ...study,
            id: "ledger",
            title: "Ledger",
            image: { id: ID, width: 1500, height: 1000, alt: "The ledger's dashboard" },
          },
          { ...study, id: "portal", title: "Portal", image: null },
        ]}
      />,
    );
    const image = screen.getByRole("img", { name: "The ledger's dashboard" });
    expect(image.getAttribute("sizes")).toBe(
      "(min-width: 1024px) 283px, (min-width: 640px) calc(100vw - 128px), calc(100vw - 88px)",
    );
    expect(
      image
        .getAttribute("srcset")
        ?.split(", ")
        .map((candidate) => candidate.split(" ")[1]),
    ).toEqual(["320w", "640w", "960w", "1280w", "1500w"]);
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });
});
