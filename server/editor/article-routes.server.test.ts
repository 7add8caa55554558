import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { articleEditorCopy } from "../../app/content/inbox/article-editor-copy.ts";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { fieldId } from "../../app/server-pages/inbox/views.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { PASSWORD, sessionToken, useInboxServer } from "../../tests/server-support/inbox-server.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { photoJpeg } from "../../tests/test-images.ts";
import { importContentFiles } from "../store/content-import.ts";
import { createContentStore } from "../store/content-store.ts";
import type { Database } from "../store/open-database.ts";

const copy = articleEditorCopy;

/** One of the repository's articles, in every new server's first revision. */
const PCI = "pci-dss-4-after-march-2025";
const PCI_FORM = `/inbox/site/articles/${PCI}`;

/** A figure another article of the repository shows: a real PNG, 1600 × 1000. */
const FIGURE = readFileSync("content/articles/payments-regulation-for-engineers/figure.en.png");

/** A form's fields as a browser posts them: every named control's value, boxes only when ticked, no file. */
function fieldsOf(document: Document, action: string): Record<string, string> {
  const form = document.querySelector(`form[action="${action}"]`);
  if (form === null) throw new Error(`The page has no form posting to ${action}.`);
  const fields: Record<string, string> = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input[name], textarea[name], select[name]",
  )) {
    const type = control.getAttribute("type");
    if (type === "file" || type === "submit") continue;
    if ((type === "checkbox" || type === "radio") && !(control as HTMLInputElement).checked) continue;
    fields[control.name] = control.value;
  }
  return fields;
}

/** Posts a form as the article's form is posted: multipart, with its file field (empty unless a file is given). */
function postMultipart(
  visitor: Visitor,
  path: string,
  fields: Readonly<Record<string, string>>,
  file: File = new File([], ""),
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append("figure.file", file);
  return visitor.request("POST", path, { body, headers: { Origin: visitor.origin } });
}

/** An article's form as it opens, and its fields. */
async function openForm(visitor: Visitor, path: string) {
  const response = await visitor.get(path);
  expect(response.status).toBe(200);
  const document = await page(response);
  return { document, fields: fieldsOf(document, path.replace(/\?new$/, "")) };
}

/** The problems a refused save lists at the top: each link's target and words. */
const problemsIn = (document: Document) =>
  [...(document.getElementById("form-errors")?.querySelectorAll("a") ?? [])].map((link) => [
    link.getAttribute("href"),
    link.textContent,
  ]);

const valueOf = (document: Document, name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;

/** The list's entry of an article: its text. */
async function listEntry(visitor: Visitor, slug: string): Promise<string | null> {
  const list = await page(await visitor.get("/inbox/site/articles"));
  const link = list.querySelector(`a[href="/inbox/site/articles/${slug}"]`);
  return link?.closest("li")?.textContent ?? null;
}

/** Changes an article's fields in the first revision, the live one (a publish would build the whole site). */
async function liveArticle(database: Database, slug: string, fields: Record<string, unknown>): Promise<void> {
  const row = await database.db
    .selectFrom("content_revisions")
    .select("content")
    .where("number", "=", 1)
    .executeTakeFirstOrThrow();
  const content = JSON.parse(row.content) as Record<string, Record<string, unknown>>;
  content[`article:${slug}`] = { ...content[`article:${slug}`], ...fields };
  await database.db
    .updateTable("content_revisions")
    .set({ content: JSON.stringify(content) })
    .where("number", "=", 1)
    .execute();
}

describeEachBackend("the articles' pages of the site editor", (backend) => {
  const inbox = useInboxServer(backend);

  it("starts an article under a new address, saves both languages as its draft, and throws a new one away", async () => {
    const { visitor, database } = await inbox.signedIn();
    const token = await sessionToken(visitor);
    const slug = "open-banking-in-the-uae";
    const path = `/inbox/site/articles/${slug}`;

    for (const [refused, problem] of [
      ["Open Banking", copy.create.shape],
      ["open--banking", copy.create.shape],
      [PCI, copy.create.taken],
      ["a".repeat(81), copy.create.long(81)],
    ] as const) {
      const answer = await visitor.post("/inbox/site/articles", { _csrf: token, slug: refused });
      expect(answer.status, refused).toBe(400);
      const list = await page(answer);
      expect(list.getElementById("new-article-slug-error")?.textContent, refused).toBe(problem);
      expect(list.querySelector<HTMLInputElement>('[name="slug"]')?.value).toBe(refused);
    }

    const created = await visitor.post("/inbox/site/articles", { _csrf: token, slug });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe(`${path}?new`);
    const { document, fields } = await openForm(visitor, `${path}?new`);
    // Every field the publish page may link to is a control with the id it links to.
    for (const name of ["author", "topics", "services", "published"].concat(
      ...["title", "summary", "updated", "body"].map((field) => [`en.${field}`, `ar.${field}`]),
    ))
      expect(document.getElementById(fieldId(name))?.matches("input, select, textarea"), name).toBe(true);
    expect(document.querySelector('[name="ar.body"]')?.getAttribute("dir")).toBe("rtl");
    expect(document.querySelector('[name="ar.body"]')?.getAttribute("lang")).toBe("ar");
    // Nothing is stored until a save passes: a new article half begun blocks no publish.
    expect(await listEntry(visitor, slug)).toBeNull();
    expect(await createContentStore(database).draft(`article:${slug}`)).toBeNull();
    expect((await postMultipart(visitor, path, { ...fields, "en.title": "Open banking" })).status).toBe(400);
    expect(await createContentStore(database).draft(`article:${slug}`)).toBeNull();

    const saving = {
      ...fields,
      author: "priya-raman",
      "topics.payment-security": "yes",
      "services.cyber-security": "yes",
      published: "2026-12-01T10:00",
      "en.title": "Open banking in the UAE",
      "en.summary": "What the framework asks of banks and fintechs.",
      "en.updated": "2026-11-28",
      "en.body": "## Where it stands\n\nThe framework is in force.",
      "ar.title": "الخدمات المصرفية المفتوحة في الإمارات",
      "ar.summary": "ما يطلبه الإطار من البنوك وشركات التقنية المالية.",
      "ar.updated": "2026-11-28",
      "ar.body": "## أين يقف\n\nالإطار نافذ.",
    };
    const saved = await postMultipart(visitor, path, saving);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${path}?notice=saved`);
    expect((await createContentStore(database).draft(`article:${slug}`))?.data).toEqual({
      author: "priya-raman",
      topics: ["payment-security"],
      services: ["cyber-security"],
      published: "2026-12-01T10:00:00+04:00",
      figures: [],
      en: {
        title: "Open banking in the UAE",
        summary: "What the framework asks of banks and fintechs.",
        updated: "2026-11-28",
        body: "## Where it stands\n\nThe framework is in force.",
      },
      ar: {
        title: "الخدمات المصرفية المفتوحة في الإمارات",
        summary: "ما يطلبه الإطار من البنوك وشركات التقنية المالية.",
        updated: "2026-11-28",
        body: "## أين يقف\n\nالإطار نافذ.",
      },
    });

    const entry = await listEntry(visitor, slug);
    expect(entry).toContain("Open banking in the UAE");
    expect(entry).toContain("English, Arabic");
    expect(entry).toContain("Priya Raman");
    expect(entry).toContain("1 Dec 2026, 10:00, Dubai time");
    expect(entry).toContain(copy.states.draft);
    // The site page names it among what is unpublished, and offers to publish.
    const site = await page(await visitor.get("/inbox/site"));
    expect(site.querySelector('a[href="/inbox/site/articles"]')?.closest("li")?.textContent).toContain(
      "Open banking in the UAE",
    );
    expect(site.querySelector('a[href="/inbox/site/publish"]')).not.toBeNull();

    // Thrown away, a new article is gone, and its address is free again.
    const form = await openForm(visitor, path);
    const discarded = await visitor.post(`${path}/discard`, {
      _csrf: token,
      version: form.fields.version ?? "",
    });
    expect(discarded.headers.get("location")).toBe("/inbox/site/articles?notice=discarded");
    expect(await listEntry(visitor, slug)).toBeNull();
    expect((await visitor.get(path)).status).toBe(404);
    expect((await visitor.post("/inbox/site/articles", { _csrf: token, slug })).status).toBe(303);
    // Saved again under the same address, after the one thrown away.
    expect((await postMultipart(visitor, path, saving)).headers.get("location")).toBe(`${path}?notice=saved`);
    expect(await listEntry(visitor, slug)).toContain(copy.states.draft);
  });

  it("refuses a text the site cannot show, naming field, language and line, keeping every value, saving nothing", async () => {
    const { visitor, database } = await inbox.signedIn();
    const { fields } = await openForm(visitor, PCI_FORM);
    const typed = "A paragraph typed before the save.";
    const arabic = "فقرة أولى.\n\nفقرة ثانية.\n\n<b>عريض</b>";
    const refused = await postMultipart(visitor, PCI_FORM, {
      ...fields,
      "en.body": `${fields["en.body"]}\n\n${typed}`,
      "ar.body": arabic,
      "topics.sanctions-and-aml": "yes",
    });
    expect(refused.status).toBe(400);
    const document = await page(refused);
    expect(problemsIn(document)).toEqual([
      [`#${fieldId("ar.body")}`, expect.stringMatching(/^Arabic text: line 5: HTML “<b>”/)],
    ]);
    expect(document.getElementById(fieldId("ar.body"))?.getAttribute("aria-describedby")).toContain(
      `${fieldId("ar.body")}-error`,
    );
    expect(valueOf(document, "en.body")).toContain(typed);
    expect(valueOf(document, "ar.body")).toBe(arabic);
    expect(document.querySelector<HTMLInputElement>('[name="topics.sanctions-and-aml"]')?.checked).toBe(true);
    expect((await createContentStore(database).draft(`article:${PCI}`))?.saved).toBeNull();

    // The schema's problems name the field and its language.
    const blank = await postMultipart(visitor, PCI_FORM, { ...fields, author: "", "ar.title": "" });
    expect(blank.status).toBe(400);
    expect(problemsIn(await page(blank))).toEqual([
      [`#${fieldId("author")}`, copy.form.problems.author],
      [`#${fieldId("ar.title")}`, "Title (Arabic): a title is needed"],
    ]);
  });

  it("refuses Arabic the glossary or the plural address refuses, naming field and phrase, keeping every value", async () => {
    const { visitor, database } = await inbox.signedIn();
    const { fields } = await openForm(visitor, PCI_FORM);
    const title = "لوحات بيانات لمشروعك";
    const body = `${fields["ar.body"] ?? ""}\n\nحدِّثنا عن التنبيهات الخاطئة لديك.`;
    const refused = await postMultipart(visitor, PCI_FORM, { ...fields, "ar.title": title, "ar.body": body });
    expect(refused.status).toBe(400);
    const document = await page(refused);
    const glossary = "(docs/arabic-glossary.md)";
    expect(problemsIn(document)).toEqual([
      [
        `#${fieldId("ar.title")}`,
        `Title (Arabic): “لوحات بيانات” is not the site's term for dashboards; write “لوحات المعلومات” ${glossary}`,
      ],
      [
        `#${fieldId("ar.title")}`,
        `Title (Arabic): “مشروعك” speaks to the reader in the singular; write the plural, “مشروعكم” ${glossary}`,
      ],
      [
        `#${fieldId("ar.body")}`,
        `Arabic text: “التنبيهات الخاطئة” is not the site's term for false positives (screening alerts); write “الإنذارات الإيجابية الكاذبة” ${glossary}`,
      ],
      [
        `#${fieldId("ar.body")}`,
        `Arabic text: “لديك” speaks to the reader in the singular; write the plural, “لديكم” ${glossary}`,
      ],
      [
        `#${fieldId("ar.body")}`,
        `Arabic text: “حدثنا” speaks to the reader in the singular; write the plural, “حدّثونا” ${glossary}`,
      ],
    ]);
    expect(valueOf(document, "ar.title")).toBe(title);
    expect(valueOf(document, "ar.body")).toBe(body);
    expect((await createContentStore(database).draft(`article:${PCI}`))?.saved).toBeNull();

    // Written in the plural with the glossary's terms, the same save goes through.
    const plural = await postMultipart(visitor, PCI_FORM, {
      ...fields,
      "ar.title": "لوحات المعلومات لمشروعكم",
      "ar.body": `${fields["ar.body"] ?? ""}\n\nحدّثونا عن الإنذارات الإيجابية الكاذبة لديكم.`,
    });
    expect(plural.status).toBe(303);
  });

  it("uploads a figure sent with the form, keeping the text typed beside it, and saves it into the document", async () => {
    const { visitor, database } = await inbox.signedIn();
    const { fields } = await openForm(visitor, PCI_FORM);
    const typed = `${fields["en.body"]}\n\nA new paragraph, not yet saved.`;

    // A picture too small for a figure is refused in the uploads' words; nothing typed is lost.
    const small = new File([new Uint8Array(await photoJpeg({ width: 400, height: 300 }))], "small.jpg", {
      type: "image/jpeg",
    });
    const tooSmall = await postMultipart(
      visitor,
      PCI_FORM,
      { ...fields, "en.body": typed, "figure.name": "small.en.png", _list: "add:figures" },
      small,
    );
    expect(tooSmall.status).toBe(400);
    const refused = await page(tooSmall);
    expect(problemsIn(refused)).toEqual([
      [`#${fieldId("figure.file")}`, expect.stringMatching(/^The image is 400 × 300 pixels/)],
    ]);
    expect(valueOf(refused, "en.body")).toBe(typed);
    expect(valueOf(refused, "figure.name")).toBe("small.en.png");

    const upload = new File([new Uint8Array(FIGURE)], "Timeline (final).PNG", { type: "image/png" });
    const added = await postMultipart(
      visitor,
      PCI_FORM,
      { ...fields, "en.body": typed, _list: "add:figures" },
      upload,
    );
    expect(added.status).toBe(200);
    const form = await page(added);
    expect(form.querySelector('[role="status"]')?.textContent).toBe(
      copy.form.figureAdded("timeline-final.png"),
    );
    // After the article's own figures (figure.ar.png, figure.en.png).
    const index = Object.keys(fields).filter((name) => /^figures\.\d+\.id$/.test(name)).length;
    expect(index).toBe(2);
    expect(valueOf(form, `figures.${index}.file`)).toBe("timeline-final.png");
    const id = valueOf(form, `figures.${index}.id`) ?? "";
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(valueOf(form, "en.body")).toBe(typed);
    // Shown to the editor, not yet saved.
    const thumbnail = await visitor.get(`/inbox/site/uploads/${id}/1600.png`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
    const store = createContentStore(database);
    expect((await store.draft(`article:${PCI}`))?.saved).toBeNull();

    const body = `${typed}\n\n![A timeline of the rules](timeline-final.png "How the rules arrived.")`;
    const saved = await postMultipart(visitor, PCI_FORM, { ...fieldsOf(form, PCI_FORM), "en.body": body });
    expect(saved.status).toBe(303);
    const draft = (await store.draft(`article:${PCI}`))?.data as { figures: unknown[]; en: { body: string } };
    expect(draft.figures).toEqual([
      expect.objectContaining({ file: "figure.ar.png" }),
      expect.objectContaining({ file: "figure.en.png" }),
      { file: "timeline-final.png", id, width: 1600, height: 1000 },
    ]);
    expect(draft.en.body).toBe(body);
  });

  it("takes an article in English only: nothing of its Arabic is kept", async () => {
    const { visitor, database } = await inbox.signedIn();
    const { fields } = await openForm(visitor, PCI_FORM);
    const { "languages.ar": _arabic, ...englishOnly } = fields;
    const saved = await postMultipart(visitor, PCI_FORM, englishOnly);
    expect(saved.status).toBe(303);
    const draft = await createContentStore(database).draft(`article:${PCI}`);
    expect(draft?.data).toHaveProperty("en.title", fields["en.title"]);
    expect(draft?.data).not.toHaveProperty("ar");
    const { document } = await openForm(visitor, PCI_FORM);
    expect(document.querySelector<HTMLInputElement>('[name="languages.ar"]')?.checked).toBe(false);
    expect(await listEntry(visitor, PCI)).toContain(copy.states.changed);
  });

  it("never overwrites a save made since the form was opened: the fields that differ shown, nothing written", async () => {
    const { visitor, users, server, database } = await inbox.signedIn();
    await inbox.account(users, "omar@dunecrest.example", "member", "Omar Siddiqui");
    await users.setEditor("omar@dunecrest.example", true);
    const omar = new Visitor(server.url);
    expect((await signIn(omar, "omar@dunecrest.example", PASSWORD)).status).toBe(303);

    const layla = await openForm(visitor, PCI_FORM);
    const omars = await openForm(omar, PCI_FORM);
    const first = await postMultipart(omar, PCI_FORM, { ...omars.fields, "en.title": "Omar's title" });
    expect(first.status).toBe(303);
    const late = await postMultipart(visitor, PCI_FORM, {
      ...layla.fields,
      "en.summary": "Layla's summary.",
    });
    expect(late.status).toBe(409);
    const conflict = await page(late);
    const panel = conflict.querySelector('section[aria-labelledby="conflict-heading"]')?.textContent ?? "";
    expect(panel).toContain("Omar Siddiqui saved it at");
    expect(panel).toContain("Title (English)");
    expect(panel).toContain("Omar's title");
    expect(panel).toContain("Summary (English)");
    expect(valueOf(conflict, "en.summary")).toBe("Layla's summary.");
    expect((await createContentStore(database).draft(`article:${PCI}`))?.data).toHaveProperty(
      "en.title",
      "Omar's title",
    );
  });

  it("shows an article whose time is to come as scheduled, and the others as live", async () => {
    const { visitor, database } = await inbox.signedIn();
    await liveArticle(database, PCI, { published: "2099-01-05T09:00:00+04:00" });
    expect(await listEntry(visitor, PCI)).toContain(copy.states.scheduled("5 Jan 2099, 09:00"));
    const other = await listEntry(visitor, "sanctions-screening-false-positives");
    expect(other).toContain(copy.states.live);
    expect(other).not.toContain(copy.states.changed);
  });

  it("takes an article off the site at the next publish, keeping its text, and puts it back", async () => {
    const { visitor, database } = await inbox.signedIn();
    const store = createContentStore(database);
    const { document: form, fields } = await openForm(visitor, PCI_FORM);
    const box = form.querySelector<HTMLInputElement>('input[name="withdrawn"]');
    expect(box?.checked).toBe(false);
    expect(form.querySelector(`label[for="${box?.id}"]`)?.textContent).toBe(copy.form.about.withdrawn);
    expect(form.getElementById(box?.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      copy.form.about.withdrawnHint,
    );

    const saved = await postMultipart(visitor, PCI_FORM, { ...fields, withdrawn: "yes" });
    expect(saved.headers.get("location")).toBe(`${PCI_FORM}?notice=saved`);
    expect((await store.draft(`article:${PCI}`))?.data).toMatchObject({
      withdrawn: true,
      en: { title: fields["en.title"], body: fields["en.body"] },
      ar: { title: fields["ar.title"] },
    });
    const taking = await listEntry(visitor, PCI);
    expect(taking).toContain(copy.states.live);
    expect(taking).toContain(copy.states.takeOff);
    expect(
      (await openForm(visitor, PCI_FORM)).document.querySelector<HTMLInputElement>('[name="withdrawn"]')
        ?.checked,
    ).toBe(true);
    // The publish page names the change as the history will, in words.
    const toPublish = await page(await visitor.get("/inbox/site/publish"));
    const change = [...toPublish.querySelectorAll("main li")].find(
      (item) => item.querySelector("p")?.textContent === editorCopy.articleFields.withdrawn,
    );
    expect(change?.querySelector("del")?.textContent).toBe(editorCopy.flag.off);
    expect(change?.querySelector("ins")?.textContent).toBe(editorCopy.flag.on);

    // Published so, it is off the site, scheduled or not; unticked (the draft's time is past), it is back at the next publish.
    await liveArticle(database, PCI, { withdrawn: true, published: "2099-01-05T09:00:00+04:00" });
    const off = await listEntry(visitor, PCI);
    expect(off).toContain(copy.states.withdrawn);
    expect(off).not.toContain(copy.states.scheduled("5 Jan 2099, 09:00"));
    expect(off).not.toContain(copy.states.takeOff);
    const { withdrawn: _ticked, ...unticked } = (await openForm(visitor, PCI_FORM)).fields;
    expect((await postMultipart(visitor, PCI_FORM, unticked)).status).toBe(303);
    expect((await store.draft(`article:${PCI}`))?.data).not.toHaveProperty("withdrawn");
    const back = await listEntry(visitor, PCI);
    expect(back).toContain(copy.states.withdrawn);
    expect(back).toContain(copy.states.putBack);
  });

  it("shows a field a deployment changed while staff changed it too, and takes the side chosen", async () => {
    const { visitor, database } = await inbox.signedIn();
    const store = createContentStore(database);
    const kind = `article:${PCI}`;
    const seeded = await store.draft(kind);
    const article = seeded?.data as { en: Record<string, string> };
    const staff = { id: 1, email: "layla@dunecrest.example", name: "Layla" };
    await store.saveDraft({
      kind,
      data: { ...article, en: { ...article.en, title: "Our own title" } },
      needsReview: [],
      expectedVersion: seeded?.version ?? 0,
      by: staff,
      now: new Date(),
    });
    // The repository's files, exported from revision 1, changed the same title.
    const files = { [kind]: { ...article, en: { ...article.en, title: "The repository's title" } } };
    expect(await importContentFiles(database, files, 1, new Date())).toMatchObject({ conflicts: 1 });

    const site = await page(await visitor.get("/inbox/site"));
    const link = site.querySelector<HTMLAnchorElement>(`a[href="${PCI_FORM}#${fieldId("en.title")}"]`);
    expect(link?.textContent).toContain("Our own title");
    const form = await page(await visitor.get(PCI_FORM));
    const panel = form.querySelector('form[action="' + PCI_FORM + '/conflicts"]')?.closest("li");
    expect(panel?.textContent).toContain("Our own title");
    expect(panel?.textContent).toContain("The repository's title");

    const chosen = await visitor.post(`${PCI_FORM}/conflicts`, {
      _csrf: await sessionToken(visitor),
      path: "en.title",
      choice: "theirs",
    });
    expect(chosen.headers.get("location")).toBe(PCI_FORM);
    expect(((await store.draft(kind))?.data as { en: { title: string } }).en.title).toBe(
      "The repository's title",
    );
    expect(await store.conflicts()).toEqual([]);
  });

  it("keeps the articles' pages from an account without the editor right", async () => {
    const { users, server } = await inbox.signedIn();
    await inbox.account(users, "sara@dunecrest.example", "member", "Sara Al Mansoori");
    const sara = new Visitor(server.url);
    expect((await signIn(sara, "sara@dunecrest.example", PASSWORD)).status).toBe(303);
    const token = await sessionToken(sara);
    expect((await sara.get("/inbox/site/articles")).status).toBe(403);
    expect((await sara.get(PCI_FORM)).status).toBe(403);
    expect((await sara.post("/inbox/site/articles", { _csrf: token, slug: "mine" })).status).toBe(403);
    expect((await postMultipart(sara, PCI_FORM, { _csrf: token, version: "0" })).status).toBe(403);
  });
});
