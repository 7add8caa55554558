import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { articleDocumentIssues } from "../../app/content/schema/article-document.ts";
import { knownIdsIn } from "../../app/content/schema/article.ts";
import type { JsonValue } from "../store/content-tree.ts";
import {
  articleDocument,
  articleFormValues,
  articleProblems,
  articleState,
  dubaiLocal,
  fromDubaiLocal,
  readArticleForm,
} from "./article-form.ts";

const known = knownIdsIn(
  Object.fromEntries(
    ["team", "services", "article-topics"].map((kind) => [
      kind,
      JSON.parse(readFileSync(`content/${kind}.json`, "utf8")) as unknown,
    ]),
  ),
);

const stored = {
  author: "priya-raman",
  topics: ["payment-security", "payments-regulation"],
  services: ["cyber-security"],
  published: "2026-11-10T09:30:00+04:00",
  example: true,
  figures: [{ file: "figure.en.png", id: "0123456789abcdef0123456789abcdef", width: 1600, height: 496 }],
  en: { title: "Title", summary: "Summary", updated: "2026-11-10", body: "Text." },
} satisfies JsonValue;

const sizes = new Map([["0123456789abcdef0123456789abcdef", { width: 1600, height: 496 }]]);

describe("an article's form", () => {
  it("shows a moment in Dubai time and keeps what is typed there with Dubai's offset", () => {
    expect(dubaiLocal("2026-11-10T09:30:00+04:00")).toBe("2026-11-10T09:30");
    expect(dubaiLocal("2026-11-10T05:30:00Z")).toBe("2026-11-10T09:30");
    // Just before midnight in London is the next morning in Dubai.
    expect(dubaiLocal("2026-12-31T23:00:00+00:00")).toBe("2027-01-01T03:00");
    expect(dubaiLocal("")).toBe("");
    expect(fromDubaiLocal("2026-11-10T09:30")).toBe("2026-11-10T09:30:00+04:00");
    // A browser without a date-and-time field sends what was typed.
    expect(fromDubaiLocal("2026-11-10 09:30")).toBe("2026-11-10T09:30:00+04:00");
    expect(fromDubaiLocal("next Tuesday")).toBe("next Tuesday");
  });

  it("gives back the stored document when nothing is changed, reordering nothing", () => {
    const values = articleFormValues(stored);
    expect(values.published).toBe("2026-11-10T09:30");
    expect(articleDocument(values, stored, sizes)).toEqual(stored);
    // Ticked in the form's order, the topics keep the order they were stored in.
    const posted = readArticleForm({
      author: "priya-raman",
      "topics.payments-regulation": "yes",
      "topics.payment-security": "yes",
      "services.cyber-security": "yes",
      published: "2026-11-10T09:30",
      example: "yes",
      "languages.en": "yes",
      "en.title": "Title ",
      "en.summary": "Summary",
      "en.updated": "2026-11-10",
      "en.body": "Text.\r\n",
      "ar.title": "عنوان لم يُحفظ",
      "figures.0.file": "figure.en.png",
      "figures.0.id": "0123456789abcdef0123456789abcdef",
    });
    expect(articleDocument(posted, stored, sizes)).toEqual(stored);
  });

  it("keeps nothing of a language left unticked", () => {
    const values = articleFormValues({ ...stored, ar: stored.en });
    const document = articleDocument({ ...values, languages: { en: true, ar: false } }, stored, sizes);
    expect(document).not.toHaveProperty("ar");
    expect(articleDocumentIssues(document, known)).toEqual([]);
  });

  it("names the field and the language of each problem, in the form's order", () => {
    const values = {
      ...articleFormValues(stored),
      author: "",
      text: {
        en: { title: "x".repeat(150), summary: "Summary", updated: "2026-11-10", body: "Text." },
        ar: { title: "", summary: "", updated: "", body: "" },
      },
      languages: { en: true, ar: true },
    };
    const problems = articleProblems(
      articleDocumentIssues(articleDocument(values, stored, sizes), known),
      values,
    );
    expect(problems).toEqual([
      { path: "author", message: "Author: choose who wrote it" },
      { path: "en.title", message: "Title (English): up to 140 characters; this has 150" },
      { path: "ar.title", message: "Title (Arabic): a title is needed" },
      { path: "ar.summary", message: "Summary (Arabic): a summary is needed" },
      { path: "ar.updated", message: "Last changed (Arabic): choose the day its text last changed" },
      { path: "ar.body", message: "Text (Arabic): the article's text is needed" },
    ]);
  });

  it("keeps “take this article off the site” ticked, and nothing of it once unticked", () => {
    const withdrawn = { ...stored, withdrawn: true };
    const values = articleFormValues(withdrawn);
    expect(values.withdrawn).toBe(true);
    expect(articleDocument(values, withdrawn, sizes)).toEqual(withdrawn);
    expect(articleDocumentIssues(withdrawn, known)).toEqual([]);
    const posted = (ticked: Record<string, string>) =>
      readArticleForm({
        ...ticked,
        author: "priya-raman",
        "topics.payment-security": "yes",
        "topics.payments-regulation": "yes",
        "services.cyber-security": "yes",
        published: "2026-11-10T09:30",
        example: "yes",
        "languages.en": "yes",
        "en.title": "Title",
        "en.summary": "Summary",
        "en.updated": "2026-11-10",
        "en.body": "Text.",
        "figures.0.file": "figure.en.png",
        "figures.0.id": "0123456789abcdef0123456789abcdef",
      });
    expect(articleDocument(posted({ withdrawn: "yes" }), stored, sizes)).toEqual(withdrawn);
    // Put back, the document is the one it was before it was taken off.
    expect(articleDocument(posted({}), withdrawn, sizes)).toEqual(stored);
    expect(articleDocumentIssues({ ...stored, withdrawn: false }, known).map((issue) => issue.path)).toEqual([
      "withdrawn",
    ]);
  });

  it("is scheduled while its published time is to come, live after, changed when its draft differs", () => {
    const now = new Date("2026-11-01T00:00:00Z");
    expect(articleState(undefined, stored, now)).toEqual({
      published: { state: "never" },
      changed: false,
      nextPublish: null,
    });
    expect(articleState(stored, stored, now)).toEqual({
      published: { state: "scheduled", at: "2026-11-10T09:30:00+04:00" },
      changed: false,
      nextPublish: null,
    });
    expect(articleState(stored, { ...stored, example: false }, new Date("2026-11-10T06:00:00Z"))).toEqual({
      published: { state: "live" },
      changed: true,
      nextPublish: null,
    });
  });

  it("is off the site once published withdrawn, and says what the next publish does with the draft's choice", () => {
    const now = new Date("2026-11-20T00:00:00Z");
    const withdrawn = { ...stored, withdrawn: true };
    expect(articleState(stored, withdrawn, now)).toEqual({
      published: { state: "live" },
      changed: true,
      nextPublish: "takeOff",
    });
    expect(articleState(withdrawn, withdrawn, now)).toEqual({
      published: { state: "withdrawn" },
      changed: false,
      nextPublish: null,
    });
    // Off the site even while its time is still to come: it is not scheduled.
    expect(articleState(withdrawn, withdrawn, new Date("2026-11-01T00:00:00Z")).published).toEqual({
      state: "withdrawn",
    });
    expect(articleState(withdrawn, stored, now)).toEqual({
      published: { state: "withdrawn" },
      changed: true,
      nextPublish: "putBack",
    });
    expect(articleState(undefined, withdrawn, now)).toEqual({
      published: { state: "never" },
      changed: false,
      nextPublish: "keepOff",
    });
  });

  it("says what visitors will see when the publication time is still to come", () => {
    const before = new Date("2026-11-01T00:00:00Z");
    const withdrawn = { ...stored, withdrawn: true };
    // Scheduled, never live: taking it off keeps it off; it is not "taken off".
    expect(articleState(stored, withdrawn, before).nextPublish).toBe("keepOff");
    // Put back with a later time: back at that time, not at the publish.
    expect(articleState(withdrawn, stored, before).nextPublish).toBe("putBackLater");
  });
});
