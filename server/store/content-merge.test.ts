import { describe, expect, it } from "vitest";
import { mergeContent } from "./content-merge.ts";
import { valueAt, withValueAt, type JsonValue } from "./content-tree.ts";

const base = {
  en: { heading: "Our team", intro: "We build.", members: [{ name: "Layla" }, { name: "Omar" }] },
  ar: { heading: "فريقنا", intro: "نحن نبني.", members: [{ name: "ليلى" }, { name: "عمر" }] },
};

/** `base` with the fields at these paths set. */
const edited = (fields: Record<string, JsonValue>) =>
  Object.entries(fields).reduce<JsonValue>(
    (document, [path, value]) => withValueAt(document, path, value),
    base,
  );

describe("mergeContent", () => {
  it("takes each side's changes to different fields", () => {
    const ours = edited({ "en.heading": "The team" });
    const theirs = edited({ "ar.intro": "نبني الأنظمة.", "en.members.1.name": "Omar K." });
    expect(mergeContent(base, ours, theirs)).toEqual({
      merged: edited({
        "en.heading": "The team",
        "ar.intro": "نبني الأنظمة.",
        "en.members.1.name": "Omar K.",
      }),
      conflicts: [],
    });
  });

  it("is no conflict when both sides made the same change", () => {
    const both = edited({ "en.heading": "The team" });
    expect(mergeContent(base, both, structuredClone(both))).toEqual({ merged: both, conflicts: [] });
  });

  it("keeps ours where both changed a field differently, and reports all three values", () => {
    const ours = edited({ "en.heading": "The team", "en.intro": "We build systems." });
    const theirs = edited({ "en.heading": "Our people" });
    expect(mergeContent(base, ours, theirs)).toEqual({
      merged: ours,
      conflicts: [{ path: "en.heading", base: "Our team", ours: "The team", theirs: "Our people" }],
    });
  });

  it("takes an item one side added, and makes the array a conflict when the other changed it too", () => {
    const added = edited({ "en.members.2": { name: "Sara" } });
    expect(mergeContent(base, base, added).merged).toEqual(added);
    const renamed = edited({ "en.members.0.name": "Layla H." });
    expect(mergeContent(base, renamed, added)).toEqual({
      merged: renamed,
      conflicts: [
        {
          path: "en.members",
          base: base.en.members,
          ours: valueAt(renamed, "en.members"),
          theirs: valueAt(added, "en.members"),
        },
      ],
    });
  });

  it("without a base, reports every field the sides differ on and keeps ours", () => {
    const theirs = edited({ "ar.heading": "الفريق" });
    expect(mergeContent(undefined, base, theirs)).toEqual({
      merged: base,
      conflicts: [{ path: "ar.heading", base: undefined, ours: "فريقنا", theirs: "الفريق" }],
    });
  });
});
