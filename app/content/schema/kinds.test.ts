import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentKinds, editorContentIssues, validateContent } from "./kinds.ts";

function seed(name: string): unknown {
  return JSON.parse(readFileSync(`content/${name}.json`, "utf8"));
}

describe("content kinds", () => {
  it.each(contentKinds.map((kind) => kind.name))("the seed's %s file is valid", (name) => {
    expect(validateContent(name, seed(name))).toEqual([]);
  });

  it("refuses a team member's position with a character the fonts lack, naming field, language and character", () => {
    const team = seed("team") as { ar: { members: { position: string }[] } };
    const member = team.ar.members[3];
    if (member) member.position = "كبير المعماريين 🙂";
    expect(validateContent("team", team)).toEqual([
      {
        path: "ar.members.3.position",
        message: "Team › Member 4 › Position (Arabic): “🙂” is not in the site's fonts",
      },
    ]);
  });

  it("keeps the team at five members", () => {
    const team = seed("team") as { en: { members: unknown[] }; ar: { members: unknown[] } };
    team.en.members.pop();
    team.ar.members.pop();
    expect(validateContent("team", team).map((issue) => issue.message)).toEqual([
      "Team › Members (English): must have exactly 5 members",
      "Team › Members (Arabic): must have exactly 5 members",
    ]);
  });

  it("refuses, on an editor's save only, Arabic the wording rules refuse, naming field, language and phrase", () => {
    const home = seed("home") as { ar: { hero: { lead: string; cta: string } } };
    home.ar.hero.cta = "ابدأ الآن";
    expect(editorContentIssues("home", home)).toEqual([
      {
        path: "ar.hero.cta",
        message:
          "Home page › Hero › Main button (Arabic): “ابدأ” speaks to the reader in the singular; write the plural, “ابدؤوا” (docs/arabic-glossary.md)",
      },
    ]);
    // The build's validation leaves wording alone: content saved before the rules still publishes.
    expect(validateContent("home", home)).toEqual([]);
  });

  it.each(contentKinds.map((kind) => kind.name))("the seed's %s file keeps the wording rules", (name) => {
    expect(editorContentIssues(name, seed(name))).toEqual([]);
  });

  it("names a kind that does not exist", () => {
    expect(validateContent("blog", {})).toEqual([{ path: "", message: "“blog” is not a kind of content" }]);
  });
});
