import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  email,
  fieldMeta,
  fixedList,
  group,
  groupMeta,
  id,
  image,
  list,
  localised,
  paragraph,
  phone,
  rich,
  template,
  text,
  url,
} from "./fields.ts";
import { documentIssues } from "./validate.ts";

const person = group("Person", { id: id(), name: text("Name", { max: 20 }), bio: paragraph("Bio") });
const people = localised(
  group("People", { members: list("Members", person, { min: 1, max: 3, itemLabel: "Member" }) }),
);

function document(enName: string, arName: string) {
  return {
    en: { members: [{ id: "layla", name: enName, bio: "Founder." }] },
    ar: { members: [{ id: "layla", name: arName, bio: "المؤسِّسة." }] },
  };
}

function messages(schema: v.GenericSchema, value: unknown): string[] {
  return documentIssues("People", schema, value).map((issue) => issue.message);
}

describe("content fields", () => {
  it("accepts a document whose every field is filled in both languages with the site's characters", () => {
    expect(documentIssues("People", people, document("Layla Haddad", "ليلى حداد"))).toEqual([]);
  });

  it("refuses a character the fonts lack, naming the field, the language and the character", () => {
    expect(documentIssues("People", people, document("Layla", "ليلى 🙂"))).toEqual([
      {
        path: "ar.members.0.name",
        message: "People › Member 1 › Name (Arabic): “🙂” is not in the site's fonts",
      },
    ]);
  });

  it("names an invisible character by its code point", () => {
    expect(messages(people, document("Layla\u200bHaddad", "ليلى"))).toEqual([
      "People › Member 1 › Name (English): “\u200b” (U+200B) is not in the site's fonts",
    ]);
  });

  it("requires every field in both languages", () => {
    expect(messages(people, document("Layla", "  "))).toEqual([
      "People › Member 1 › Name (Arabic): is required",
    ]);
  });

  it("keeps a field within its length", () => {
    expect(messages(people, document("L".repeat(21), "ليلى"))).toEqual([
      "People › Member 1 › Name (English): is longer than 20 characters",
    ]);
  });

  it("says when a field is missing or is not one of the content's", () => {
    const value = document("Layla", "ليلى");
    const { name: _name, ...nameless } = value.ar.members[0] ?? { name: "" };
    expect(messages(people, { ...value, ar: { members: [{ ...nameless, nickname: "x" }] } })).toEqual([
      "People › Member 1 › Name (Arabic): is missing",
      "People › Member 1 › nickname (Arabic): is not a field of this content",
    ]);
  });

  it("keeps a list within its bounds and a fixed list at its length", () => {
    const value = document("Layla", "ليلى");
    expect(messages(people, { ...value, en: { members: [] } })).toEqual([
      "People › Members (English): needs at least 1 member",
    ]);
    const three = localised(group("Three", { items: fixedList("Items", text("Item"), 3, "Item") }));
    expect(messages(three, { en: { items: ["a", "b", "c"] }, ar: { items: ["أ", "ب"] } })).toEqual([
      "People › Items (Arabic): must have exactly 3 items",
    ]);
  });

  it("keeps both languages in the same shape: list lengths and identifiers", () => {
    const value = document("Layla", "ليلى");
    const twoEnglish = {
      ...value,
      en: { members: [...value.en.members, { id: "omar", name: "Omar", bio: "Engineer." }] },
    };
    expect(documentIssues("People", people, twoEnglish)).toEqual([
      { path: "ar.members", message: "People › Members (Arabic): has 1 items but the English has 2" },
    ]);
    const renamed = { ...value, ar: { members: [{ id: "leila", name: "ليلى", bio: "المؤسِّسة." }] } };
    expect(messages(people, renamed)).toEqual([
      "People › Member 1 › Identifier (Arabic): is “leila” but “layla” in English; identifiers are the same in both languages",
    ]);
  });

  it("lets a template use only its declared placeholders", () => {
    const notice = localised(group("Notice", { body: template("Body", ["days"]) }));
    expect(
      messages(notice, { en: { body: "Kept {days} days." }, ar: { body: "تُحفظ {days} يومًا." } }),
    ).toEqual([]);
    expect(
      messages(notice, { en: { body: "Kept {weeks} weeks." }, ar: { body: "تُحفظ {days} يومًا." } }),
    ).toEqual(["People › Body (English): {weeks} is not a placeholder it can use (it can use {days})"]);
  });

  it("accepts links to the site's pages and well-formed https addresses only", () => {
    const links = localised(group("Links", { link: url("Link") }));
    const check = (link: string) => messages(links, { en: { link }, ar: { link: "/ar/faq" } });
    expect(check("/services")).toEqual([]);
    expect(check("/faq#pricing")).toEqual([]);
    expect(check("https://www.linkedin.com/company/x")).toEqual([]);
    expect(check("/pricing")).toEqual(["People › Link (English): “/pricing” is not a page of the site"]);
    expect(check("http://example.com")).toEqual([
      "People › Link (English): “http://example.com” must start with https://",
    ]);
    expect(check("https:/x")).toEqual(["People › Link (English): “https:/x” has no domain name"]);
    expect(check("www.example.com")).toEqual([
      "People › Link (English): “www.example.com” is not a web address",
    ]);
  });

  it("takes a phone number as written for people, and an empty one when it may be unset", () => {
    const contact = localised(group("Contact", { phone: phone("Phone", { required: false }) }));
    expect(messages(contact, { en: { phone: "+971 4 123 4567" }, ar: { phone: "" } })).toEqual([]);
    expect(messages(contact, { en: { phone: "call us" }, ar: { phone: "" } })).toEqual([
      "People › Phone (English): is not a phone number (digits, spaces, brackets and hyphens, with + first for the country code)",
    ]);
  });

  it("takes an email address", () => {
    const contact = localised(group("Contact", { email: email("Email") }));
    expect(
      messages(contact, {
        en: { email: "hello@dunecrest.example" },
        ar: { email: "hello@dunecrest.example" },
      }),
    ).toEqual([]);
    expect(
      messages(contact, { en: { email: "hello at dunecrest" }, ar: { email: "hello@dunecrest.example" } }),
    ).toEqual(["People › Email (English): is not an email address"]);
  });

  it("takes an image or none, with alt text, the same image in both languages", () => {
    const photo = localised(group("Photo", { photo: image("Photo") }));
    const picture = { id: "a".repeat(64), width: 800, height: 600, alt: "Layla at her desk" };
    expect(messages(photo, { en: { photo: null }, ar: { photo: null } })).toEqual([]);
    expect(messages(photo, { en: { photo: picture }, ar: { photo: { ...picture, alt: "ليلى" } } })).toEqual(
      [],
    );
    expect(messages(photo, { en: { photo: { ...picture, alt: "" } }, ar: { photo: null } })).toEqual([
      "People › Photo › alt (English): needs a description (alt text)",
    ]);
    expect(messages(photo, { en: { photo: picture }, ar: { photo: null } })).toEqual([
      "People › Photo (Arabic): must show the same image as the English",
    ]);
  });

  it("lets rich text span lines, and plain text not", () => {
    const body = localised(group("Body", { title: text("Title"), body: rich("Body") }));
    expect(
      messages(body, { en: { title: "A", body: "One.\n\n- two" }, ar: { title: "أ", body: "واحد." } }),
    ).toEqual([]);
    expect(messages(body, { en: { title: "A\nB", body: "x" }, ar: { title: "أ", body: "واحد." } })).toEqual([
      "People › Title (English): must be one line",
    ]);
  });

  it("gives the editor each field's and group's metadata back", () => {
    expect(fieldMeta(text("Name", { max: 20, help: "As on the card" }))).toEqual({
      kind: "text",
      label: "Name",
      max: 20,
      help: "As on the card",
    });
    expect(fieldMeta(id())).toEqual({ kind: "id", label: "Identifier", max: 60 });
    expect(fieldMeta(template("Body", ["days"]))).toMatchObject({ kind: "template", placeholders: ["days"] });
    expect(fieldMeta(image("Photo"))).toEqual({ kind: "image", label: "Photo" });
    expect(groupMeta(person)).toEqual({ label: "Person" });
    expect(groupMeta(fixedList("Items", text("Item"), 3, "Item"))).toEqual({
      label: "Items",
      fixedLength: 3,
      itemLabel: "Item",
    });
    expect(groupMeta(list("Members", person, { min: 1, max: 3, itemLabel: "Member" }))).toEqual({
      label: "Members",
      min: 1,
      max: 3,
      itemLabel: "Member",
    });
    expect(fieldMeta(person)).toBeUndefined();
    expect(groupMeta(text("Name"))).toBeUndefined();
  });
});
