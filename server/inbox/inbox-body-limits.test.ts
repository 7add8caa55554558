import { describe, expect, it } from "vitest";
import { MAX_ARTICLE_BODY } from "../../app/content/schema/article-document.ts";
import { uploadLimits } from "../../app/lib/upload-limits.ts";
import { inboxBodyLimit } from "./inbox-body-limits.ts";

/** The bytes a browser sends for a multipart form: the platform's own encoding of it. */
async function multipartBytes(fields: Record<string, string | Blob>): Promise<number> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return (await new Request("http://localhost/", { method: "POST", body }).arrayBuffer()).byteLength;
}

describe("the inbox's body limits", () => {
  it("take an article's form with both texts at their longest in three-byte characters and the largest figure", async () => {
    const limit = inboxBodyLimit("/inbox/site/articles/pci-dss-checklist");
    // "€" is three bytes in UTF-8; an Arabic letter two.
    const widest = "€".repeat(MAX_ARTICLE_BODY);
    const figure = new Blob([new Uint8Array(uploadLimits["article-figure"].maxBytes)], { type: "image/png" });
    const fullest = await multipartBytes({
      _csrf: "x".repeat(64),
      version: "12",
      "en.title": "€".repeat(140),
      "ar.title": "€".repeat(140),
      "en.summary": "€".repeat(320),
      "ar.summary": "€".repeat(320),
      "en.body": widest,
      "ar.body": widest,
      "figure.file": new File([figure], "figure.png", { type: "image/png" }),
    });
    expect(fullest).toBeLessThanOrEqual(limit);
    // And little more: another body's worth would not fit.
    expect(fullest + MAX_ARTICLE_BODY).toBeGreaterThan(limit);
  });

  it("keep the kinds' forms and the rest of the inbox to theirs", () => {
    expect(inboxBodyLimit("/inbox/site/team")).toBe(1024 * 1024);
    expect(inboxBodyLimit("/inbox/site/uploads")).toBe(11 * 1024 * 1024);
    expect(inboxBodyLimit("/inbox/leads/1/notes")).toBe(64 * 1024);
    expect(inboxBodyLimit("/inbox/site/articles-elsewhere")).toBe(1024 * 1024);
  });
});
