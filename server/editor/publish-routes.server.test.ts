import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { articlesPath } from "../../app/config/articles.ts";
import { feedFormats, feeds } from "../../app/config/feeds.ts";
import { locales } from "../../app/config/locales.ts";
import { pages } from "../../app/config/pages.ts";
import { editorCopy } from "../../app/content/inbox/editor-copy.ts";
import { localisedPath } from "../../app/lib/locale-paths.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { request } from "../../tests/server-support/http.ts";
import { OWNER, PASSWORD, sessionToken, useInboxServer } from "../../tests/server-support/inbox-server.ts";
import { page, signIn, Visitor } from "../../tests/server-support/inbox-visitor.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { startTestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { createContentStore } from "../store/content-store.ts";
import { createUserStore } from "../store/user-store.ts";

const team = JSON.parse(readFileSync("content/team.json", "utf8")) as Record<
  "en" | "ar",
  { members: { id: string; name: string; position: string }[] }
>;

const notFound = JSON.parse(readFileSync("content/not-found.json", "utf8")) as Record<
  "en" | "ar",
  { eyebrow: string }
>;

const NEW_POSITION = "Chief Technology Officer";
const PCI = "pci-dss-4-after-march-2025";
const NEW_TITLE = "Where PCI DSS Assessments Find Gaps Now";
const SCHEDULED = "Sanctions Screening in 2099";
/** An article the editor takes off the site. */
const WITHDRAWN = "sanctions-screening-false-positives";
/** Where a published article is linked from: the lists, a service's page, the feed, the sitemap. */
/** Where the site lists or links articles: each language's home, services, list and feeds, and the sitemap. */
const LINKING = [
  ...locales.flatMap((locale) =>
    ["/", pages.services.path, articlesPath, ...feedFormats.map((format) => feeds[format].path)].map((path) =>
      localisedPath(path, locale),
    ),
  ),
  "/sitemap.xml",
];
/** Real builds of the whole site, two of them, on a machine shared with other tests. */
const BUILDS = { timeout: 900_000 };
const BUILD_WAIT_MS = 400_000;

/** The hashed scripts a page names, in order. */
const scriptsOf = (html: string) => [...html.matchAll(/\/assets\/[\w-]+\.js/g)].map((match) => match[0]);

/** The publish's progress page until it says the publish ended; its main text then. */
async function publishEnded(visitor: Visitor, path: string): Promise<string> {
  let text = "";
  await waitFor(
    async () => {
      text = (await page(await visitor.get(path))).querySelector("main")?.textContent ?? "";
      return text.includes(editorCopy.publish.done) || text.includes(editorCopy.publish.failedHeading);
    },
    `the publish at ${path} to end`,
    BUILD_WAIT_MS,
  );
  return text;
}

describeEachBackend("publishing from the editor", (backend) => {
  const inbox = useInboxServer(backend);

  // Builds the real site: on SQLite only, as the two phases' store is tested on both (two-phase.server.test.ts).
  it.runIf(backend.name === "sqlite")(
    "previews the drafts to the editor alone, then records, builds and puts them live, across a restart, and rolls back",
    BUILDS,
    async () => {
      const publishDir = makeTempDir("publish");
      const config = { staticDir: inbox.staticDir, database: await backend.freshDatabase(), publishDir };
      const server = await startTestServer(config);
      inbox.cleanup(() => server.stop());
      const database = await inbox.databases.open(config.database);
      const owner = await inbox.account(createUserStore(database));
      const visitor = new Visitor(server.url);
      expect((await signIn(visitor, OWNER, PASSWORD)).status).toBe(303);
      const token = await sessionToken(visitor);
      const form = await page(await visitor.get("/inbox/site/team"));
      const fields: Record<string, string> = { _csrf: token };
      for (const input of form.querySelectorAll<HTMLInputElement>("input[name], textarea[name]"))
        if (input.name !== "_csrf" && input.type !== "file") fields[input.name] = input.value;
      const saved = await visitor.post("/inbox/site/team", {
        ...fields,
        "en.members.1.position": NEW_POSITION,
      });
      expect(saved.status).toBe(303);
      expect((await request(server.url, "/about")).text).not.toContain(NEW_POSITION);

      // Articles are drafts like any content: a live one retitled, and a new one in English only, scheduled.
      const store = createContentStore(database);
      const by = { id: owner.id, email: owner.email, name: owner.email };
      const shown = await store.draft(`article:${PCI}`);
      const liveArticle = shown?.data as { en: Record<string, string> };
      await store.saveDraft({
        kind: `article:${PCI}`,
        data: { ...liveArticle, en: { ...liveArticle.en, title: NEW_TITLE } },
        needsReview: ["ar.title"],
        expectedVersion: shown?.version ?? 0,
        by,
        now: new Date(),
      });
      const { ar: _arabic, ...englishOnly } = liveArticle as Record<string, unknown>;
      await store.saveDraft({
        kind: "article:coming-next-year",
        data: {
          ...englishOnly,
          published: "2099-01-05T09:00:00+04:00",
          en: { ...liveArticle.en, title: SCHEDULED },
        },
        needsReview: [],
        expectedVersion: 0,
        by,
        now: new Date(),
      });
      // And one taken off the site, its text kept.
      const withdrawing = await store.draft(`article:${WITHDRAWN}`);
      await store.saveDraft({
        kind: `article:${WITHDRAWN}`,
        data: { ...(withdrawing?.data as Record<string, unknown>), withdrawn: true },
        needsReview: [],
        expectedVersion: withdrawing?.version ?? 0,
        by,
        now: new Date(),
      });
      const toPublish = (await page(await visitor.get("/inbox/site/publish"))).querySelector(
        "main",
      )?.textContent;
      expect(toPublish).toContain(editorCopy.article(NEW_TITLE));
      expect(toPublish).toContain(editorCopy.article(SCHEDULED));
      expect(toPublish).toContain(
        `${editorCopy.article(NEW_TITLE)} › ${editorCopy.articleFields.title} (Arabic)`,
      );
      expect(toPublish).toContain(editorCopy.articleFields.withdrawn);

      // The preview: the drafts built, shown at the site's own paths to this editor's browser alone.
      const previewAsked = await visitor.post("/inbox/site/preview", { _csrf: token });
      const previewPage = previewAsked.headers.get("location") ?? "";
      let aboutPreview = "";
      await waitFor(
        async () => {
          const links = (await page(await visitor.get(previewPage))).querySelectorAll<HTMLAnchorElement>(
            'a[href^="/inbox/site/preview/"]',
          );
          aboutPreview =
            [...links]
              .map((link) => link.getAttribute("href") ?? "")
              .find((href) => href.includes("about")) ?? "";
          return aboutPreview !== "";
        },
        "the preview to be built",
        BUILD_WAIT_MS,
      );
      const entered = await visitor.get(aboutPreview);
      expect(entered.headers.get("location")).toBe("/about");
      const previewed = await (await visitor.get("/about")).text();
      expect(previewed).toContain(NEW_POSITION);
      // The preview shows the scheduled article, as it will be once its time comes.
      const previewLinks = [
        ...(await page(await visitor.get(previewPage))).querySelectorAll<HTMLAnchorElement>(
          'a[href^="/inbox/site/preview/"]',
        ),
      ].map((link) => link.getAttribute("href") ?? "");
      const scheduledPreview = previewLinks.find((href) => href.includes("coming-next-year")) ?? "";
      expect((await visitor.get(scheduledPreview)).headers.get("location")).toBe(
        "/articles/coming-next-year",
      );
      expect(await (await visitor.get("/articles/coming-next-year")).text()).toContain(SCHEDULED);
      expect(await (await visitor.get(`/articles/${PCI}`)).text()).toContain(NEW_TITLE);
      // Another browser with the preview cookie but no editor's session, and visitors, get the live site.
      const stranger = new Visitor(server.url);
      const previewCookie = visitor.cookieNames().find((name) => name.includes("preview")) ?? "";
      stranger.plant(previewCookie, visitor.cookieValue(previewCookie) ?? "");
      expect(await (await stranger.get("/about")).text()).not.toContain(NEW_POSITION);
      expect((await request(server.url, "/about")).text).not.toContain(NEW_POSITION);

      // The Arabic of the changed English (the team's, the article's title) is not reviewed: publishing says so, and goes ahead once accepted.
      const asked = await visitor.post("/inbox/site/publish", { _csrf: token, acceptUnreviewed: "2" });
      expect(asked.status).toBe(303);
      expect(asked.headers.get("location")).toBe("/inbox/site/publish/2");
      // Recorded before anything is built: every instance builds it from the database.
      expect(await store.latestRevision()).toMatchObject({ number: 2, source: "publish" });
      expect(await store.drafts()).toEqual([]);

      const published = await publishEnded(visitor, "/inbox/site/publish/2");
      // On failure, the build's own words: the page gives an editor's, the log a developer's.
      const failures = server.logs.filter((entry) => entry.event === "publish-failed");
      expect(published, JSON.stringify(failures)).toContain(editorCopy.publish.done);
      expect(published).toContain(editorCopy.publish.liveEverywhere);
      const live = (await request(server.url, "/about")).text;
      expect(live).toContain(NEW_POSITION);
      // The same content built in another folder gives the same scripts: nothing of the folder reaches them.
      expect(scriptsOf(live)).toEqual(scriptsOf(previewed));
      expect(scriptsOf(live).length).toBeGreaterThan(0);
      expect((await request(server.url, "/ar/about")).text).toContain(team.ar.members[1]?.position);
      // Every article is live, the retitled one with its new title; the scheduled one waits for its time.
      const onSite = readdirSync("content/articles").filter((slug) => slug !== WITHDRAWN);
      for (const slug of onSite)
        expect((await request(server.url, `/articles/${slug}`)).status, `/articles/${slug}`).toBe(200);
      expect((await request(server.url, `/articles/${PCI}`)).text).toContain(NEW_TITLE);
      expect((await request(server.url, "/articles/coming-next-year")).status).toBe(404);
      // The one taken off the site has no page in any language, its address the site's own 404, and nothing links to it.
      for (const [path, eyebrow] of [
        [`/articles/${WITHDRAWN}`, notFound.en.eyebrow],
        [`/ar/articles/${WITHDRAWN}`, notFound.ar.eyebrow],
      ] as const) {
        const gone = await request(server.url, path);
        expect(gone.status, path).toBe(404);
        expect(gone.text, path).toContain(eyebrow);
      }
      for (const path of [...LINKING, ...onSite.map((slug) => `/articles/${slug}`)])
        expect((await request(server.url, path)).text, path).not.toContain(`/articles/${WITHDRAWN}`);
      const history = await page(await visitor.get("/inbox/site/history"));
      expect(history.getElementById("revision-2")?.textContent).toContain(editorCopy.history.live);
      // The history names the change in words: taken off the site, from no to yes.
      const withdrawal = [
        ...(history.querySelector('section[aria-labelledby="revision-2"]')?.querySelectorAll("li") ?? []),
      ].find((item) => item.querySelector("p")?.textContent === editorCopy.articleFields.withdrawn);
      expect(withdrawal?.querySelector("del")?.textContent).toBe(editorCopy.flag.off);
      expect(withdrawal?.querySelector("ins")?.textContent).toBe(editorCopy.flag.on);

      // A restart serves the live revision from its first answer, from the folder it built, without building again.
      await server.stop();
      const restarted = await startTestServer(config);
      inbox.cleanup(() => restarted.stop());
      expect((await request(restarted.url, "/about")).text).toContain(NEW_POSITION);
      expect(restarted.logs.filter((entry) => entry.event === "site-switched")).toEqual([]);

      // Rolling back is a revision of its own, put live the same way.
      const editor = new Visitor(restarted.url);
      expect((await signIn(editor, OWNER, PASSWORD)).status).toBe(303);
      const rollback = await editor.post("/inbox/site/history/1/rollback", {
        _csrf: await sessionToken(editor),
        confirm: "yes",
      });
      expect(rollback.headers.get("location")).toBe("/inbox/site/publish/3");
      expect(await publishEnded(editor, "/inbox/site/publish/3")).toContain(editorCopy.publish.done);
      expect((await request(restarted.url, "/about")).text).not.toContain(NEW_POSITION);
      expect((await request(restarted.url, "/about")).text).toContain(team.en.members[1]?.position);
      expect(await store.latestRevision()).toMatchObject({ number: 3, source: "rollback", rollbackOf: 1 });
      // Rolled back to before it was taken off, the article is on the site again.
      expect((await request(restarted.url, `/articles/${WITHDRAWN}`)).status).toBe(200);
      expect((await request(restarted.url, "/articles")).text).toContain(`/articles/${WITHDRAWN}`);
    },
  );
});
