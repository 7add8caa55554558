import { PNG } from "pngjs";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The parts of a PNG inside rectangles of whole pixels. */
export function cropPng(png: Buffer, rects: readonly Rect[]): Buffer[] {
  const source = PNG.sync.read(png);
  return rects.map(({ x, y, width, height }) => {
    if (x < 0 || y < 0 || x + width > source.width || y + height > source.height) {
      throw new Error(
        `${width}×${height} at (${x}, ${y}) is not inside the ${source.width}×${source.height} screenshot`,
      );
    }
    const part = new PNG({ width, height });
    PNG.bitblt(source, part, x, y, width, height, 0, 0);
    return PNG.sync.write(part);
  });
}

/** The smallest rectangle holding every pixel darker than near-white, or null for a blank image. */
function inkBox(image: PNG): Rect | null {
  let left = image.width;
  let top = image.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const offset = (y * image.width + x) * 4;
      const dark =
        Math.min(image.data[offset] ?? 255, image.data[offset + 1] ?? 255, image.data[offset + 2] ?? 255) <
        224;
      if (!dark) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Whether the pixel at an offset is ink: darker than mid-grey. */
function isInk(image: PNG, x: number, y: number): boolean {
  const offset = (y * image.width + x) * 4;
  return (
    ((image.data[offset] ?? 255) + (image.data[offset + 1] ?? 255) + (image.data[offset + 2] ?? 255)) / 3 <
    128
  );
}

/**
 * How much the ink of two images differs wherever each was drawn. The ink is
 * cut to its bounding box first, so a shifted copy of the same drawing counts
 * as the same: ink boxes of different sizes differ by the larger one's area.
 * Within boxes of one size, it counts the 2×2 squares of pixels that are ink
 * in one image and not the other: a dot or mark present on one side only
 * fills such squares, while a fraction of a pixel's shift changes only a
 * one-pixel rim along each stroke, which fills none.
 */
export function inkDifference(first: Buffer, second: Buffer): number {
  const a = PNG.sync.read(first);
  const b = PNG.sync.read(second);
  const boxA = inkBox(a);
  const boxB = inkBox(b);
  if (boxA === null || boxB === null) throw new Error("An image has no ink");
  if (boxA.width !== boxB.width || boxA.height !== boxB.height) {
    return Math.max(boxA.width * boxA.height, boxB.width * boxB.height);
  }
  const differs = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < boxA.width &&
    y < boxA.height &&
    isInk(a, boxA.x + x, boxA.y + y) !== isInk(b, boxB.x + x, boxB.y + y);
  let solid = 0;
  for (let y = 0; y < boxA.height; y++) {
    for (let x = 0; x < boxA.width; x++) {
      if (differs(x, y) && differs(x + 1, y) && differs(x, y + 1) && differs(x + 1, y + 1)) solid++;
    }
  }
  return solid;
}

/** One PNG with each row's images side by side and the rows stacked, on white, for a person to look at. */
export function contactSheet(rows: readonly (readonly Buffer[])[]): Buffer {
  const images = rows.map((row) => row.map((png) => PNG.sync.read(png)));
  const width = Math.max(1, ...images.map((row) => row.reduce((sum, image) => sum + image.width, 0)));
  const heights = images.map((row) => Math.max(0, ...row.map((image) => image.height)));
  const sheet = new PNG({
    width,
    height: Math.max(
      1,
      heights.reduce((sum, height) => sum + height, 0),
    ),
  });
  sheet.data.fill(255);
  let top = 0;
  images.forEach((row, index) => {
    let left = 0;
    for (const image of row) {
      PNG.bitblt(image, sheet, 0, 0, image.width, image.height, left, top);
      left += image.width;
    }
    top += heights[index] ?? 0;
  });
  return PNG.sync.write(sheet);
}
