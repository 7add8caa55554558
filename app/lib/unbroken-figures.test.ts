import { describe, expect, it } from "vitest";
import { keepFiguresTogether } from "./unbroken-figures.ts";

/** The text with its no-break spaces shown as "~". */
const shown = (text: string) => keepFiguresTogether(text).replaceAll("\u00A0", "~");

describe("numbers kept with their units", () => {
  it("joins a number to the word it counts, in both languages", () => {
    expect(shown("down from 24 hours, with 99.9% of runs")).toBe("down from 24~hours, with 99.9% of runs");
    expect(shown("بدلًا من 24 ساعة، مع نجاح")).toBe("بدلًا من 24~ساعة، مع نجاح");
    expect(shown("after 180 days")).toBe("after 180~days");
    expect(shown("بعد 180 يومًا")).toBe("بعد 180~يومًا");
    expect(shown("within 1 business day")).toBe("within 1~business day");
  });

  it("keeps a range of times or figures on one line", () => {
    expect(shown("Monday to Friday, 9:00 to 18:00 Dubai time (GMT+4)")).toBe(
      "Monday to Friday, 9:00~to~18:00~Dubai time (GMT+4)",
    );
    expect(shown("من الاثنين إلى الجمعة، من 9:00 إلى 18:00 بتوقيت دبي")).toBe(
      "من الاثنين إلى الجمعة، من 9:00~إلى~18:00~بتوقيت دبي",
    );
    expect(shown("2 – 3 weeks")).toBe("2~–~3~weeks");
  });

  it("keeps a currency with its amount, and Arabic-Indic digits with their word", () => {
    expect(shown("from AED 5,000 a month")).toBe("from AED~5,000~a month");
    expect(shown("خلال ٣ أيام")).toBe("خلال ٣~أيام");
  });

  it("leaves words, numbers inside words and numbers before punctuation alone", () => {
    expect(shown("ISO 27001, PCI DSS 4.0.")).toBe("ISO 27001, PCI DSS 4.0.");
    expect(shown("GMT+4 and 3DS2 flows")).toBe("GMT+4 and 3DS2 flows");
    expect(shown("No numbers here.")).toBe("No numbers here.");
    expect(shown("1. A list item")).toBe("1. A list item");
  });
});
