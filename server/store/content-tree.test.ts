import { describe, expect, it } from "vitest";
import { valueAt, withValueAt } from "./content-tree.ts";

const document = { en: { members: [{ name: "Layla" }, { name: "Omar" }], photo: null } };

describe("field paths", () => {
  it("read a value by its path, undefined where there is none", () => {
    expect(valueAt(document, "en.members.1.name")).toBe("Omar");
    expect(valueAt(document, "en.photo")).toBeNull();
    expect(valueAt(document, "en.members.2.name")).toBeUndefined();
    expect(valueAt(document, "")).toBe(document);
  });

  it("replace or remove a value in a copy, leaving the original as it was", () => {
    expect(withValueAt(document, "en.members.0.name", "Layla H.")).toEqual({
      en: { members: [{ name: "Layla H." }, { name: "Omar" }], photo: null },
    });
    expect(withValueAt(document, "en.members.0", undefined)).toEqual({
      en: { members: [{ name: "Omar" }], photo: null },
    });
    expect(withValueAt(document, "en.photo", undefined)).toEqual({
      en: { members: [{ name: "Layla" }, { name: "Omar" }] },
    });
    expect(withValueAt(document, "ar.heading", "x")).toEqual(document);
    expect(valueAt(document, "en.members.0.name")).toBe("Layla");
  });
});
