import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

/** A formula's first character, as a spreadsheet reads it (a tab or CR can hide one). */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * The cells a spreadsheet may make of a CSV line: Excel splits on the list
 * separator of the machine's locale (a semicolon in French- and German-
 * configured offices, a tab when pasted), and some importers ignore quotes.
 */
const cellsSplitOn = (line: string, separator: string) =>
  line.split(separator).map((cell) => cell.replace(/^"/, "").trimStart());

describe("CSV cells", () => {
  const attacks = [
    "Hello;=cmd|' /C calc'!A0",
    "Hello,=cmd|' /C calc'!A0",
    "Hello\t=cmd|' /C calc'!A0",
    "a; +1+1",
    "x;@SUM(1,2)",
    "x;-2+3",
    "x;\t=1",
    "line\n=2+2",
  ];

  it.each([",", ";", "\t", "\n"])(
    "leaves no cell starting a formula when a reader splits on %j",
    (separator) => {
      const text = toCsv(
        ["name", "message"],
        attacks.map((attack) => ["Layla", attack]),
      );
      for (const line of text.split(/\r\n/)) {
        for (const cell of cellsSplitOn(line, separator))
          expect(cell, JSON.stringify(line)).not.toMatch(FORMULA);
      }
    },
  );

  it("keeps ordinary text as it is, and quotes a cell a semicolon or tab reader would split", () => {
    expect(csvCell("Layla Haddad")).toBe("Layla Haddad");
    expect(csvCell("2+2=4; fine")).toBe('"2+2=4; fine"');
    expect(csvCell("=1+1")).toBe("'=1+1");
  });
});
