import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import {
  PASSWORD,
  auditRows,
  sessionToken,
  useInboxServer,
} from "../../tests/server-support/inbox-server.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { createContentStore } from "../store/content-store.ts";

interface Member {
  id: string;
  name: string;
  position: string;
  photo: null;
}
type Team = Record<"en" | "ar", { members: Member[] }>;

const seeded = JSON.parse(readFileSync("content/team.json", "utf8")) as Team;

/** The team form's fields as the page posts them: every value shown, with `changes` over them. */
function teamForm(token: string, version: string, team: Team, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = { _csrf: token, version };
  for (const language of ["en", "ar"] as const)
    team[language].members.forEach((member, index) => {
      for (const key of ["id", "name", "position"] as const)
        fields[`${language}.members.${index}.${key}`] = member[key];
      fields[`${language}.members.${index}.photo.id`] = "";
    });
  return { ...fields, ...changes };
}

/** The version the team's form was opened at, as the page carries it. */
async function openedVersion(visitor: Visitor): Promise<string> {
  const response = await visitor.get("/inbox/site/team");
  expect(response.status).toBe(200);
  return (await page(response)).querySelector<HTMLInputElement>('input[name="version"]')?.value ?? "";
}

describeEachBackend("the site editor over HTTP", (backend) => {
  const inbox = useInboxServer(backend);

  it("saves both languages of a field as a draft and marks the Arabic of a changed English field for review", async () => {
    const { visitor, database } = await inbox.signedIn();
    const token = await sessionToken(visitor);
    const version = await openedVersion(visitor);
    const saved = await visitor.post(
      "/inbox/site/team",
      teamForm(token, version, seeded, {
        "en.members.1.position": "Chief Technology Officer",
        "ar.members.2.position": "قائدة الأمن السيبراني",
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/inbox/site/team?notice=saved");

    const draft = await createContentStore(database).draft("team");
    expect(draft?.data).toMatchObject({
      en: { members: { 1: { position: "Chief Technology Officer" } } },
      ar: { members: { 2: { position: "قائدة الأمن السيبراني" } } },
    });
    // The English changed alone: its Arabic twin is out of step; the Arabic changed on its own is not marked.
    expect(draft?.needsReview).toEqual(["ar.members.1.position"]);

    const form = await page(await visitor.get("/inbox/site/team?notice=saved"));
    const arabic = form.querySelector('[name="ar.members.1.position"]');
    expect(arabic?.getAttribute("aria-describedby")).toContain("field-ar-members-1-position-mark");
    expect(form.getElementById("field-ar-members-1-position-mark")?.textContent).toBe(
      editorCopy.edit.needsReview,
    );

    const site = await page(await visitor.get("/inbox/site"));
    const outOfStep = [...site.querySelectorAll('section[aria-labelledby="out-of-step-heading"] a')];
    expect(outOfStep.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Team › Members › Member 2: Omar Siddiqui › Position", "/inbox/site/team#field-ar-members-1-position"],
    ]);

    // Ticked reviewed, the mark goes; the save is in the audit log.
    const reviewed = await visitor.post(
      "/inbox/site/team",
      teamForm(token, await openedVersion(visitor), seeded, {
        "en.members.1.position": "Chief Technology Officer",
        "ar.members.2.position": "قائدة الأمن السيبراني",
        "reviewed:ar.members.1.position": "yes",
      }),
    );
    expect(reviewed.status).toBe(303);
    expect((await createContentStore(database).draft("team"))?.needsReview).toEqual([]);
    expect((await auditRows(database)).filter((row) => row.action === "content-saved")).toHaveLength(2);
  });

  it("refuses a document its schema refuses, naming field and language, keeping every value, saving nothing", async () => {
    const { visitor, database } = await inbox.signedIn();
    const token = await sessionToken(visitor);
    const refused = await visitor.post(
      "/inbox/site/team",
      teamForm(token, await openedVersion(visitor), seeded, {
        "en.members.0.name": "Layla Haddad-Ruiz",
        "ar.members.3.name": "",
        "ar.members.4.position": "قائدة 🙂",
      }),
    );
    expect(refused.status).toBe(400);
    const form = await page(refused);
    const summary = form.getElementById("form-errors");
    const problems = [...(summary?.querySelectorAll("a") ?? [])].map((link) => [
      link.getAttribute("href"),
      link.textContent,
    ]);
    expect(problems).toEqual([
      ["#field-ar-members-3-name", expect.stringMatching(/Member 4 › Name \(Arabic\).*required/)],
      ["#field-ar-members-4-position", expect.stringMatching(/Member 5 › Position \(Arabic\).*“🙂”/)],
    ]);
    expect(form.querySelector<HTMLInputElement>('[name="en.members.0.name"]')?.value).toBe(
      "Layla Haddad-Ruiz",
    );
    expect(form.querySelector<HTMLInputElement>('[name="ar.members.4.position"]')?.value).toBe("قائدة 🙂");
    expect(await createContentStore(database).drafts()).toEqual([]);
  });

  it("refuses Arabic the glossary or the plural address refuses, naming field and phrase, keeping every value", async () => {
    const { visitor, database } = await inbox.signedIn();
    const token = await sessionToken(visitor);
    const refused = await visitor.post(
      "/inbox/site/team",
      teamForm(token, await openedVersion(visitor), seeded, {
        "en.members.3.position": "Principal Payments Architect",
        "ar.members.3.position": "كبير معماريي أنظمة الدفع",
        "ar.members.4.name": "سارة من فريقك",
      }),
    );
    expect(refused.status).toBe(400);
    const form = await page(refused);
    const problems = [...(form.getElementById("form-errors")?.querySelectorAll("a") ?? [])].map((link) => [
      link.getAttribute("href"),
      link.textContent,
    ]);
    expect(problems).toEqual([
      [
        "#field-ar-members-3-position",
        expect.stringMatching(
          /Member 4 › Position \(Arabic\): “معماريي” is not the site's term for architect \(of systems\); write “مصمم بنية الأنظمة”/,
        ),
      ],
      [
        "#field-ar-members-4-name",
        expect.stringMatching(
          /Member 5 › Name \(Arabic\): “فريقك” speaks to the reader in the singular; write the plural, “فريقكم”/,
        ),
      ],
    ]);
    expect(form.querySelector<HTMLInputElement>('[name="ar.members.3.position"]')?.value).toBe(
      "كبير معماريي أنظمة الدفع",
    );
    expect(form.querySelector<HTMLInputElement>('[name="ar.members.4.name"]')?.value).toBe("سارة من فريقك");
    expect(await createContentStore(database).drafts()).toEqual([]);
  });

  it("never overwrites a save made since the form was opened: both versions shown, nothing written", async () => {
    const { visitor, users, server, database } = await inbox.signedIn();
    await inbox.account(users, "omar@dunecrest.example", "member", "Omar Siddiqui");
    await users.setEditor("omar@dunecrest.example", true);
    const omar = new Visitor(server.url);
    expect((await signIn(omar, "omar@dunecrest.example", PASSWORD)).status).toBe(303);

    const laylaToken = await sessionToken(visitor);
    const omarToken = await sessionToken(omar);
    const laylaOpened = await openedVersion(visitor);
    const omarOpened = await openedVersion(omar);
    const first = await omar.post(
      "/inbox/site/team",
      teamForm(omarToken, omarOpened, seeded, { "en.members.0.position": "Founder and CEO" }),
    );
    expect(first.status).toBe(303);

    const late = await visitor.post(
      "/inbox/site/team",
      teamForm(laylaToken, laylaOpened, seeded, { "en.members.0.position": "Managing Director" }),
    );
    expect(late.status).toBe(409);
    const conflict = await page(late);
    const panel = conflict.querySelector('section[aria-labelledby="conflict-heading"]');
    expect(panel?.textContent).toContain("Omar Siddiqui saved it at");
    expect(panel?.textContent).toContain("Founder and CEO");
    expect(panel?.textContent).toContain("Managing Director");
    // Layla's text is still in her form; Omar's draft is what is stored.
    expect(conflict.querySelector<HTMLInputElement>('[name="en.members.0.position"]')?.value).toBe(
      "Managing Director",
    );
    expect((await createContentStore(database).draft("team"))?.data).toMatchObject({
      en: { members: { 0: { position: "Founder and CEO" } } },
    });
  });

  it("asks before publishing Arabic that is not reviewed, and publishes nothing without the box", async () => {
    const { visitor } = await inbox.signedIn();
    const token = await sessionToken(visitor);
    await visitor.post(
      "/inbox/site/team",
      teamForm(token, await openedVersion(visitor), seeded, {
        "en.members.1.position": "Chief Technology Officer",
      }),
    );
    const confirmation = await page(await visitor.get("/inbox/site/publish"));
    expect(confirmation.querySelector("main")?.textContent).toContain("Chief Technology Officer");
    expect(confirmation.querySelector('label[for="accept-unreviewed"]')?.textContent).toBe(
      editorCopy.publish.confirmUnreviewed(1),
    );
    const unconfirmed = await visitor.post("/inbox/site/publish", { _csrf: token });
    expect(unconfirmed.status).toBe(400);
    expect((await page(unconfirmed)).querySelector('[role="alert"]')?.textContent).toBe(
      editorCopy.publish.confirmNeeded,
    );
  });

  it("keeps the editor's pages from an account without the editor right", async () => {
    const { users, server } = await inbox.signedIn();
    await inbox.account(users, "sara@dunecrest.example", "member", "Sara Al Mansoori");
    const sara = new Visitor(server.url);
    expect((await signIn(sara, "sara@dunecrest.example", PASSWORD)).status).toBe(303);
    expect((await sara.get("/inbox/site")).status).toBe(403);
    expect((await sara.get("/inbox/site/team")).status).toBe(403);
  });
});
