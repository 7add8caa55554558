// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PartnerMarks } from "./partner-marks";

const ID = "0123456789abcdef0123456789abcdef";

describe("PartnerMarks", () => {
  it("shows a partner by its uploaded logo, 40 pixels tall, and draws the others' marks beside their names", () => {
    render(
      <PartnerMarks
        partners={[
          {
            id: "falconpay",
            name: "FalconPay",
            mark: "wing",
            logo: { id: ID, width: 600, height: 150, alt: "FalconPay" },
          },
          { id: "oasis-cloud", name: "Oasis Cloud", mark: "cloud", logo: null },
        ]}
      />,
    );
    const logo = screen.getByRole("img", { name: "FalconPay" });
    expect(logo.getAttribute("sizes")).toBe("160px");
    expect(logo.getAttribute("srcset")).toBe(`/media/${ID}/160.webp 160w, /media/${ID}/320.webp 320w`);
    expect(screen.queryByText("FalconPay")).toBeNull();
    expect(screen.getByText("Oasis Cloud").previousElementSibling?.tagName).toBe("svg");
  });
});
