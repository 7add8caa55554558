import { describe, expect, it } from "vitest";
import { withValueAt, type JsonValue } from "./content-tree.ts";
import { markForReview } from "./review-marks.ts";

const before = {
  en: { heading: "Our team", members: [{ name: "Layla", position: "Director" }] },
  ar: { heading: "فريقنا", members: [{ name: "ليلى", position: "مديرة" }] },
};

/** `before` with the fields at these paths set. */
const edited = (fields: Record<string, JsonValue>) =>
  Object.entries(fields).reduce<JsonValue>(
    (document, [path, value]) => withValueAt(document, path, value),
    before,
  );

describe("markForReview", () => {
  it("marks the Arabic twin of a changed English field, and only that field", () => {
    const after = edited({ "en.members.0.position": "Managing director" });
    expect(markForReview(before, after, [])).toEqual(["ar.members.0.position"]);
  });

  it("does not mark a twin saved changed with its English", () => {
    const after = edited({
      "en.members.0.position": "Managing director",
      "ar.members.0.position": "مديرة تنفيذية",
    });
    expect(markForReview(before, after, [])).toEqual([]);
  });

  it("unmarks an Arabic field once it is saved changed, keeping the other marks", () => {
    const after = edited({ "ar.members.0.position": "مديرة تنفيذية" });
    expect(markForReview(before, after, ["ar.heading", "ar.members.0.position"])).toEqual(["ar.heading"]);
  });

  it("unmarks a field its reviewer confirmed unchanged", () => {
    expect(markForReview(before, before, ["ar.heading", "ar.members.0.name"], ["ar.heading"])).toEqual([
      "ar.members.0.name",
    ]);
  });

  it("keeps marks through a save that changes other fields, and drops marks of removed fields", () => {
    const after = edited({ "en.members": [], "ar.members": [] });
    expect(markForReview(before, after, ["ar.heading", "ar.members.0.position"])).toEqual(["ar.heading"]);
  });

  it("marks nothing when only Arabic changed", () => {
    expect(markForReview(before, edited({ "ar.heading": "الفريق" }), [])).toEqual([]);
  });
});
