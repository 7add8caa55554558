// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { group, id, image, list, localised, text } from "../../app/content/schema/fields.ts";
import { contentKinds } from "../../app/content/schema/kinds.ts";
import { SiteEditPage } from "../../app/server-pages/inbox/site-edit-page.tsx";
import { LIST_ACTION_FIELD, type InboxView } from "../../app/server-pages/inbox/views.ts";
import type { JsonValue } from "../store/content-tree.ts";
import { applyListAction, fieldLabel, formNodes, readDocument } from "./form-tree.ts";

const team = contentKinds.find((kind) => kind.name === "team");
if (team === undefined) throw new Error("The team kind is gone.");
const teamDocument = JSON.parse(readFileSync("content/team.json", "utf8")) as JsonValue;

/** A kind with a list the editor may grow and shrink: one to three case studies, each with a photo. */
const caseStudies = localised(
  group("Case studies", {
    studies: list("Studies", group("Case study", { id: id(), title: text("Title"), photo: image("Photo") }), {
      min: 1,
      max: 3,
      itemLabel: "Study",
    }),
  }),
);
const studiesDocument: JsonValue = {
  en: {
    studies: [
      {
        id: "ledger",
        title: "A ledger",
        photo: { id: "ab".repeat(8), width: 800, height: 600, alt: "A desk" },
      },
    ],
  },
  ar: {
    studies: [
      { id: "ledger", title: "دفتر", photo: { id: "ab".repeat(8), width: 800, height: 600, alt: "مكتب" } },
    ],
  },
};

const viewer = {
  id: 1,
  email: "layla@dunecrest.example",
  name: "Layla",
  role: "owner",
  csrfToken: "t",
  isOwner: true,
  canEdit: true,
};

function editPage(
  schema: v.GenericSchema,
  document: JsonValue,
  marks: readonly string[] = [],
  extra: Partial<Extract<InboxView, { page: "siteEdit" }>> = {},
) {
  const view: Extract<InboxView, { page: "siteEdit" }> = {
    page: "siteEdit",
    viewer,
    kind: { name: "team", label: "Team", pages: ["About"] },
    version: 3,
    form: formNodes(schema, { document, marks, imageSrc: (imageId) => `/inbox/site/uploads/${imageId}` }),
    reviewed: [],
    uploadPurpose: "team-photo",
    ...extra,
  };
  return render(<SiteEditPage view={view} />);
}

/** What the browser posts for the edit form, pressing `button` (Save when none): one value a name, as the inbox reads forms. */
function posted(container: HTMLElement, button?: HTMLButtonElement): Record<string, string> {
  const form = container.querySelector<HTMLFormElement>('form[action^="/inbox/site/"]:not([enctype])');
  if (form === null) throw new Error("No edit form.");
  const data = new FormData(form, button);
  return Object.fromEntries([...data].map(([name, value]) => [name, String(value)]));
}

describe("the edit form walked from a kind's schema", () => {
  it("posts back exactly the document it shows, both languages", () => {
    const { container } = editPage(team.schema, teamDocument);
    expect(readDocument(team.schema, posted(container))).toEqual(teamDocument);
    const { container: studies } = editPage(caseStudies, studiesDocument);
    expect(readDocument(caseStudies, posted(studies))).toEqual(studiesDocument);
  });

  it("sets each field's English and Arabic side by side, the Arabic right to left, named by field and language", () => {
    editPage(team.schema, teamDocument);
    const member = screen.getByRole("group", { name: "Member 4: Daniel Mercer" });
    const position = within(member).getByRole("group", { name: "Position" });
    const english = within(position).getByRole("textbox", { name: "Position, English" });
    const arabic = within(position).getByRole("textbox", { name: "Position, Arabic" });
    expect(english).toHaveValue("Principal Payments Architect");
    expect(arabic).toHaveValue("كبير مصممي بنية أنظمة الدفع");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("lang", "ar");
    expect(arabic).toHaveAttribute("maxlength", "80");
    expect(english).toHaveAttribute("dir", "ltr");
    // An identifier is shown, not offered for editing.
    expect(within(member).getByText("daniel-mercer")).toBeInTheDocument();
    expect(within(member).queryByRole("textbox", { name: /Identifier/ })).toBeNull();
  });

  it("offers no add or remove on a list of fixed length", () => {
    editPage(team.schema, teamDocument);
    expect(screen.queryByRole("button", { name: /^Add / })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(screen.getByText("Always 5: the site's layout needs exactly this many.")).toBeInTheDocument();
  });

  it("adds and removes a bounded list's items in both languages, within its bounds", () => {
    const { container, unmount } = editPage(caseStudies, studiesDocument);
    // One study, the least: it can be added to, not removed from.
    expect(screen.queryByRole("button", { name: /^Remove study/ })).toBeNull();
    const add = screen.getByRole("button", { name: "Add study" });
    const fields = posted(container, add as HTMLButtonElement);
    const action = fields[LIST_ACTION_FIELD] ?? "";
    const grown = applyListAction(caseStudies, readDocument(caseStudies, fields), action);
    expect(grown).toMatchObject({
      en: { studies: [{ id: "ledger" }, { id: "study-2", title: "", photo: null }] },
      ar: { studies: [{ id: "ledger" }, { id: "study-2", title: "", photo: null }] },
    });
    unmount();
    const three = applyListAction(caseStudies, grown as JsonValue, "add:studies") as JsonValue;
    expect(applyListAction(caseStudies, three, "add:studies")).toEqual(three);
    const page = editPage(caseStudies, three);
    expect(screen.queryByRole("button", { name: "Add study" })).toBeNull();
    const remove = screen.getByRole("button", { name: "Remove study: Study 1: A ledger" });
    const shrunk = applyListAction(
      caseStudies,
      three,
      posted(page.container, remove as HTMLButtonElement)[LIST_ACTION_FIELD] ?? "",
    );
    expect(shrunk).toMatchObject({ en: { studies: [{ id: "study-2" }, { id: "study-3" }] } });
    expect(applyListAction(caseStudies, three, "add:nothing")).toBeUndefined();
  });

  it("marks an Arabic field whose English changed, and posts it reviewed when ticked", () => {
    const { container } = editPage(team.schema, teamDocument, ["ar.members.1.position"]);
    const arabic = screen.getByRole("textbox", { name: "Position, Arabic", description: /Arabic to review/ });
    expect(arabic).toHaveValue("رئيس قسم الهندسة");
    expect(screen.getAllByText("Arabic to review: the English changed")).toHaveLength(1);
    const box = screen.getByRole("checkbox", { name: "Arabic reviewed" });
    expect(posted(container)).not.toHaveProperty(box.getAttribute("name") ?? "");
    (box as HTMLInputElement).checked = true;
    expect(posted(container)).toMatchObject({ "reviewed:ar.members.1.position": "yes" });
  });

  it("lists a refused save's problems first, each linking to its field", () => {
    const problems = [
      { path: "ar.members.2.name", message: "Team › Member 3 › Name (Arabic) is required" },
      {
        path: "en.members.0.position",
        message: "Team › Member 1 › Position (English) is longer than 80 characters",
      },
    ];
    const { container } = editPage(team.schema, teamDocument, [], { problems });
    const summary = screen.getByRole("alert", { name: "2 problems stopped the save" });
    for (const link of within(summary).getAllByRole("link")) {
      const target = container.querySelector(link.getAttribute("href") ?? "#none");
      expect(target, link.textContent ?? "").not.toBeNull();
    }
    expect(
      screen.getByRole("textbox", { name: "Name, Arabic", description: problems[0]?.message }),
    ).toHaveAttribute("aria-invalid", "true");
  });

  it("names a field by its labels and its item's name", () => {
    expect(fieldLabel(team.schema, teamDocument, "ar.members.3.position")).toBe(
      "Members › Member 4: Daniel Mercer › Position",
    );
  });
});
