import { PNG } from "pngjs";
import { readFileSync, writeFileSync } from "node:fs";
const [src, dst, y0, y1] = process.argv.slice(2);
const png = PNG.sync.read(readFileSync(src!));
const top = Number(y0), h = Math.min(Number(y1), png.height) - top;
const out = new PNG({ width: png.width, height: h });
PNG.bitblt(png, out, 0, top, png.width, h, 0, 0);
writeFileSync(dst!, PNG.sync.write(out));
