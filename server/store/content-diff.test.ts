import { describe, expect, it } from "vitest";
import { diffContent } from "./content-diff.ts";
import { withValueAt } from "./content-tree.ts";

const team = {
  en: { heading: "Our team", members: [{ name: "Layla", position: "Director" }] },
  ar: { heading: "فريقنا", members: [{ name: "ليلى", position: "مديرة" }] },
};
const omar = { name: "Omar", position: "Engineer" };

describe("diffContent", () => {
  it("finds nothing between equal documents, whatever their keys' order", () => {
    expect(diffContent(team, { ar: team.ar, en: team.en })).toEqual([]);
  });

  it("names each changed field by its path, in both languages, with both values", () => {
    const after = withValueAt(
      withValueAt(team, "en.members.0.position", "Managing director"),
      "ar.heading",
      "الفريق",
    );
    expect(diffContent(team, after)).toEqual([
      { path: "en.members.0.position", before: "Director", after: "Managing director" },
      { path: "ar.heading", before: "فريقنا", after: "الفريق" },
    ]);
  });

  it("compares arrays index by index: an item added at the end is one change", () => {
    const after = { ...team, en: { ...team.en, members: [...team.en.members, omar] } };
    expect(diffContent(team, after)).toEqual([{ path: "en.members.1", before: undefined, after: omar }]);
    expect(diffContent(after, team)).toEqual([{ path: "en.members.1", before: omar, after: undefined }]);
  });

  it("reports a field whose type changed (an image that was empty) as one change", () => {
    const photo = { id: "abc", width: 640, height: 480, alt: "Layla" };
    expect(diffContent({ en: { photo: null } }, { en: { photo } })).toEqual([
      { path: "en.photo", before: null, after: photo },
    ]);
  });

  it("reports a document that appears or goes as a change at its root", () => {
    expect(diffContent(undefined, team)).toEqual([{ path: "", before: undefined, after: team }]);
  });
});
