import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../browsers/chromium.ts";

/**
 * Renders the raster brand images in public/ (favicon PNG, touch and manifest
 * icons, the 1200×630 social card) from app/assets/brand/favicon.svg. Run it by hand
 * after changing the mark or the brand: `node scripts/assets/render-brand-images.ts`.
 */
const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
const mark = readFileSync(path.join(root, "app/assets/brand/favicon.svg"), "utf8");
const font = readFileSync(
  path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const brand = process.env.SITE_NAME ?? "Dunecrest Digital";
const tagline = "Empowering businesses through innovative digital solutions.";

const icons = [
  { file: "favicon-32.png", size: 32, padding: 0 },
  { file: "apple-touch-icon.png", size: 180, padding: 0 },
  { file: "icon-192.png", size: 192, padding: 0 },
  { file: "icon-512.png", size: 512, padding: 0 },
  { file: "icon-maskable-512.png", size: 512, padding: 64 },
];

const socialCard = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url("data:font/woff2;base64,${font}") format("woff2"); font-weight: 100 900; }
body { margin: 0; width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff;
  background: radial-gradient(ellipse at top right, rgba(99,102,241,.35), transparent 55%), #06101f; }
.wrap { box-sizing: border-box; height: 100%; padding: 84px 96px; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 24px; font-size: 44px; font-weight: 700; letter-spacing: -0.02em; }
.brand svg { width: 88px; height: 88px; }
h1 { margin: 0; font-size: 68px; line-height: 1.08; letter-spacing: -0.03em; max-width: 940px; }
.rule { width: 160px; height: 6px; border-radius: 3px; background: linear-gradient(90deg, #2563eb, #7c3aed); margin-bottom: 28px; }
p { margin: 0; font-size: 28px; color: #d9e1ee; }
</style></head><body><div class="wrap">
<div class="brand">${mark}<span>${brand}</span></div>
<div><div class="rule"></div><h1>${tagline}</h1></div>
<p>IT consultancy and software house · Dubai, UAE</p>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const inner = icon.size - icon.padding * 2;
  await page.setContent(
    `<body style="margin:0;background:#0b1b33;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${mark.replace("<svg ", '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: path.join(publicDir, icon.file), omitBackground: icon.padding === 0 });
}
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(socialCard, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(publicDir, "og-image.png") });
await browser.close();
console.log("render-brand-images: wrote", [...icons.map((icon) => icon.file), "og-image.png"].join(", "));
