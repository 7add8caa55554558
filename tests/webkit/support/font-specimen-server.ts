import { createServer, type Server } from "node:http";
import type { SpecimenPair } from "./arabic-specimen.ts";

/** The family the specimen page gives the site's Arabic face, so no installed "Noto Sans Arabic" can stand in for it. */
const SHIPPED_FAMILY = "Shipped Arabic";

function fontFaceRules(css: string): string[] {
  return css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
}

function familyOf(rule: string): string {
  return (
    /font-family:\s*([^;}]+)/
      .exec(rule)?.[1]
      ?.trim()
      .replace(/^["']|["']$/g, "") ?? ""
  );
}

/**
 * The site's web fonts as its Arabic pages declare them, read from the
 * stylesheets the built /ar page links: its Arabic face or faces (one
 * variable file or one per weight) renamed to SHIPPED_FAMILY, and Inter,
 * which draws the digits and spaces, as it is.
 */
async function siteFontFaces(siteUrl: string): Promise<string[]> {
  const page = await (await fetch(`${siteUrl}/ar`)).text();
  const hrefs = [...page.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const rules = (
    await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, siteUrl))).text()))
  ).flatMap(fontFaceRules);
  const arabic = rules.filter((rule) => familyOf(rule) === "Noto Sans Arabic");
  if (arabic.length === 0)
    throw new Error(`No @font-face for "Noto Sans Arabic" in the stylesheets of /ar (${hrefs.join(", ")})`);
  const inter = rules.filter((rule) => familyOf(rule) === "Inter");
  return [
    ...arabic.map((rule) => rule.replace(/font-family:\s*[^;}]+/, `font-family:"${SHIPPED_FAMILY}"`)),
    ...inter,
  ];
}

/** The id of the cell that shows one side of a pair at a weight. */
export function cellId(weight: number, pair: number, side: "first" | "second"): string {
  return `w${weight}-p${pair}-${side}`;
}

function specimenPage(
  fontFaces: readonly string[],
  weights: readonly number[],
  pairs: readonly SpecimenPair[],
): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const cells = (weight: number) =>
    pairs
      .flatMap((pair, index) => [
        `<div class="cell" id="${cellId(weight, index, "first")}">${escape(pair.first)}</div>`,
        `<div class="cell" id="${cellId(weight, index, "second")}">${escape(pair.second)}</div>`,
      ])
      .join("");
  return `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Arabic specimen</title>
<style>
${fontFaces.join("\n")}
body { margin: 0 0 100vh; background: #fff; color: #000; font: 48px/96px "${SHIPPED_FAMILY}", Inter; font-synthesis: none; }
.weight { display: flex; flex-wrap: wrap; width: 1240px; }
.cell { box-sizing: border-box; width: 410px; height: 96px; padding: 0 16px; overflow: hidden; white-space: nowrap; }
</style></head>
<body>${weights.map((weight) => `<div class="weight" style="font-weight:${weight}">${cells(weight)}</div>`).join("\n")}</body></html>`;
}

export interface SpecimenServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A loopback server for the font test: the specimen page, and the site's font
 * files, fetched from the site at the paths its stylesheet names.
 */
export async function startSpecimenServer(
  siteUrl: string,
  weights: readonly number[],
  pairs: readonly SpecimenPair[],
): Promise<SpecimenServer> {
  const html = specimenPage(await siteFontFaces(siteUrl), weights, pairs);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    fetch(new URL(path, siteUrl)).then(
      async (site) =>
        response
          .writeHead(site.status, {
            "content-type": site.headers.get("content-type") ?? "application/octet-stream",
          })
          .end(Buffer.from(await site.arrayBuffer())),
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("The specimen server has no port");
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
