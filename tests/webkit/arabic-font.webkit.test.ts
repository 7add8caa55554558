import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { specimenPairs } from "./support/arabic-specimen.ts";
import { describeInWebKit } from "./support/describe-in-webkit.ts";
import { cellId, startSpecimenServer, type SpecimenServer } from "./support/font-specimen-server.ts";
import { contactSheet, cropPng, inkDifference, type Rect } from "./support/png-images.ts";
import { viewports } from "./support/webkit-page.ts";

/** The weights Arabic pages set text in: body, font-medium, font-semibold, font-bold. */
const WEIGHTS = [400, 500, 600, 700] as const;

/**
 * Two sides of a pair are told apart when their ink differs by at least this
 * much (inkDifference). Measured at 48 px in WebKitGTK 2.50: Debian's own
 * Noto Sans Arabic, which WebKit draws right, sets every pair at least 300
 * apart; a pair drawn alike, or shifted by a fraction of a pixel, is under 20.
 */
const MIN_INK_DIFFERENCE = 100;

const [, desktop] = viewports;

/**
 * The Arabic font as WebKit draws it, with the site's font faces exactly as
 * its stylesheet declares them (one variable file or one per weight): at
 * each weight in use, letters told apart only by their dots, words ending in
 * yeh, and text with harakat, hamza or Arabic punctuation must not be drawn
 * like their dotless or bare twins. WebKitGTK shapes with the system's
 * HarfBuzz and draws with FreeType; WebKit elsewhere may differ. The pairs a
 * weight draws alike are saved side by side to /tmp/webkit-font-<weight>.png.
 */
describeInWebKit("Arabic font in WebKit", (page, context) => {
  let server: SpecimenServer | undefined;
  const cells = new Map<string, Buffer>();

  beforeAll(async () => {
    server = await startSpecimenServer(context.siteUrl, WEIGHTS, specimenPairs);
    await page().setViewport(desktop);
    await page().session.goto(server.url);
    const loaded = await page().session.executeAsync<boolean>(`
      const done = arguments[arguments.length - 1];
      document.fonts.ready.then(() => done(Array.from(document.fonts).some((face) => face.family.replace(/"/g, "") === "Shipped Arabic" && face.status === "loaded")));
    `);
    expect(loaded, "WebKit loaded the site's Arabic font").toBe(true);
    await screenshotAllCells();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Every cell, cut out of viewport screenshots taken a viewport at a time down the page. */
  async function screenshotAllCells(): Promise<void> {
    for (;;) {
      const visible = await page().session.execute<{ id: string; rect: Rect }[]>(
        `
        const pending = Array.from(document.querySelectorAll(".cell")).filter((cell) => !arguments[0].includes(cell.id));
        if (pending.length === 0) return [];
        pending[0].scrollIntoView({ block: "start" });
        return pending
          .map((cell) => ({ id: cell.id, rect: cell.getBoundingClientRect().toJSON() }))
          .filter(({ rect }) => rect.top >= 0 && rect.bottom <= innerHeight);
        `,
        [...cells.keys()],
      );
      if (visible.length === 0) return;
      const parts = cropPng(
        await page().session.screenshot(),
        visible.map(({ rect }) => rect),
      );
      parts.forEach((part, index) => cells.set(visible[index]?.id ?? "", part));
    }
  }

  function cell(id: string): Buffer {
    const png = cells.get(id);
    if (png === undefined) throw new Error(`No screenshot of ${id}`);
    return png;
  }

  for (const weight of WEIGHTS) {
    it(`at weight ${weight} the shipped font draws every dot, mark and punctuation (${specimenPairs.length} pairs drawn apart)`, () => {
      const alike = specimenPairs.flatMap((pair, index) => {
        const images = [cell(cellId(weight, index, "first")), cell(cellId(weight, index, "second"))] as const;
        const difference = inkDifference(...images);
        return difference < MIN_INK_DIFFERENCE ? [{ pair, difference, images }] : [];
      });
      const sheet = join(tmpdir(), `webkit-font-${weight}.png`);
      if (alike.length > 0) writeFileSync(sheet, contactSheet(alike.map(({ images }) => images)));
      expect(
        alike.map(
          ({ pair, difference }) =>
            `${pair.label}: ${pair.first} and ${pair.second} (ink difference ${difference})`,
        ),
        `pairs WebKit draws alike (side by side in ${sheet})`,
      ).toEqual([]);
    });
  }
});
