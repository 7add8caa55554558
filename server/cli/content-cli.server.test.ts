import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeEach, expect, it } from "vitest";
import type { DatabaseConfig } from "../config.ts";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { runContentCli, serverEnv } from "../../tests/server-support/server-process.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { importContentFiles } from "../store/content-import.ts";
import { createContentStore } from "../store/content-store.ts";
import { migrateToLatest } from "../store/migrations.ts";
import { openDatabase } from "../store/open-database.ts";
import { createUserStore } from "../store/user-store.ts";

const T = new Date("2026-11-01T09:00:00.000Z");
const team = { en: { heading: "Our team" }, ar: { heading: "فريقنا" } };
const published = { en: { heading: "The team" }, ar: { heading: "الفريق" } };
const faq = { en: { items: ["Who are you?"] }, ar: { items: ["من أنتم؟"] } };

/** Revision 1 from the files, revision 2 a publish of a new team heading. */
async function seed(config: DatabaseConfig): Promise<void> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    await importContentFiles(database, { team, faq }, null, T);
    const { user } = await createUserStore(database).add("layla@dunecrest.example", "owner", T);
    const by = { id: user.id, email: user.email, name: user.email };
    await createContentStore(database).createRevision({
      content: { team: published, faq },
      needsReview: {},
      source: "publish",
      by,
      now: T,
      expectedLatest: 1,
    });
  } finally {
    await database.close();
  }
}

describeEachBackend("npm run content", (backend) => {
  let config: DatabaseConfig;
  let env: NodeJS.ProcessEnv;
  beforeEach(async () => {
    config = await backend.freshDatabase();
    env = serverEnv(config, "/nonexistent");
  });

  it("exports the latest revision as one pretty JSON file per kind, naming the revision", async () => {
    await seed(config);
    const cwd = makeTempDir("repo");
    const { code, stdout, stderr } = await runContentCli(env, ["export"], cwd);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const dir = join(cwd, "content");
    expect(stdout).toBe(
      `Revision 2 written:\n  ${join(dir, "team.json")}\n  ${join(dir, "faq.json")}\n  ${join(dir, "revision.json")}\n`,
    );
    expect((await readdir(dir)).sort()).toEqual(["faq.json", "revision.json", "team.json"]);
    expect(await readFile(join(dir, "team.json"), "utf8")).toBe(
      '{\n  "en": {\n    "heading": "The team"\n  },\n  "ar": {\n    "heading": "الفريق"\n  }\n}\n',
    );
    expect(await readFile(join(dir, "revision.json"), "utf8")).toBe('{\n  "revision": 2\n}\n');
  });

  it("exports an older revision into a folder of its choosing", async () => {
    await seed(config);
    const out = join(makeTempDir("export"), "older");
    const { code } = await runContentCli(env, ["export", "--revision", "1", "--out", out]);
    expect(code).toBe(0);
    expect(JSON.parse(await readFile(join(out, "team.json"), "utf8"))).toEqual(team);
    expect(await readFile(join(out, "revision.json"), "utf8")).toBe('{\n  "revision": 1\n}\n');
  });

  it("copies the images the revision shows into the folder's media, and only those", async () => {
    const photo = "0123456789abcdef0123456789abcdef";
    const uploads = makeTempDir("uploads");
    await mkdir(join(uploads, photo), { recursive: true });
    await writeFile(join(uploads, photo, "128.avif"), "avif bytes");
    const members = {
      en: { photo: { id: photo, width: 800, height: 800, alt: "Layla" } },
      ar: { photo: { id: photo, width: 800, height: 800, alt: "ليلى" } },
    };
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      await importContentFiles(database, { team: members }, null, T);
    } finally {
      await database.close();
    }
    const out = join(makeTempDir("export"), "content");
    // An image an earlier export carried, which this revision no longer shows.
    const earlier = join(out, "media", "fedcba9876543210fedcba9876543210");
    await mkdir(earlier, { recursive: true });

    const exported = await runContentCli({ ...env, UPLOADS_DIR: uploads }, ["export", "--out", out]);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toContain(`1 images in ${join(out, "media")}`);
    expect(await readFile(join(out, "media", photo, "128.avif"), "utf8")).toBe("avif bytes");
    expect(existsSync(earlier)).toBe(false);

    // Without the image in the uploads folder, nothing is written and the message names it.
    const elsewhere = join(makeTempDir("export"), "content");
    const refused = await runContentCli({ ...env, UPLOADS_DIR: makeTempDir("uploads") }, [
      "export",
      "--out",
      elsewhere,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(photo);
    expect(existsSync(elsewhere)).toBe(false);
  });

  it("writes each article as the folder the build reads, its figures copied from the uploads", async () => {
    const figure = "abcdef0123456789abcdef0123456789";
    const uploads = makeTempDir("uploads");
    await mkdir(join(uploads, figure), { recursive: true });
    await writeFile(join(uploads, figure, "1600.png"), "png bytes");
    const article = {
      author: "layla",
      topics: ["payments"],
      services: [],
      published: "2026-11-10T09:30:00+04:00",
      figures: [{ file: "figure.en.png", id: figure, width: 1600, height: 496 }],
      en: { title: "Rules: a reading", summary: "What changed.", updated: "2026-11-10", body: "Text.\n" },
    };
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      await importContentFiles(database, { team, "article:rules-a-reading": article }, null, T);
    } finally {
      await database.close();
    }
    const out = join(makeTempDir("export"), "content");
    // A folder an earlier export wrote for an article since removed, and a figure's source drawing the server does not keep.
    await mkdir(join(out, "articles", "gone"), { recursive: true });
    await mkdir(join(out, "articles", "rules-a-reading"), { recursive: true });
    await writeFile(join(out, "articles", "rules-a-reading", "figure.html"), "<svg></svg>");

    const exported = await runContentCli({ ...env, UPLOADS_DIR: uploads }, ["export", "--out", out]);
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toContain(`1 articles in ${join(out, "articles")}`);
    const folder = join(out, "articles", "rules-a-reading");
    expect((await readdir(folder)).sort()).toEqual(["article.json", "en.md", "figure.en.png", "figure.html"]);
    expect(JSON.parse(await readFile(join(folder, "article.json"), "utf8"))).toEqual({
      author: "layla",
      topics: ["payments"],
      services: [],
      published: "2026-11-10T09:30:00+04:00",
    });
    expect(await readFile(join(folder, "en.md"), "utf8")).toBe(
      '---\ntitle: "Rules: a reading"\nsummary: What changed.\nupdated: 2026-11-10\n---\n\nText.\n',
    );
    expect(await readFile(join(folder, "figure.en.png"), "utf8")).toBe("png bytes");
    expect(existsSync(join(out, "articles", "gone"))).toBe(false);
    expect(existsSync(join(out, "article:rules-a-reading.json"))).toBe(false);
  });

  it("says so when there is no such revision, or no content yet, and writes nothing", async () => {
    const cwd = makeTempDir("repo");
    expect(await runContentCli(env, ["export"], cwd)).toEqual({
      code: 1,
      stdout: "",
      stderr: "No content has been published yet.\n",
    });
    await seed(config);
    expect(await runContentCli(env, ["export", "--revision", "9"], cwd)).toMatchObject({
      code: 1,
      stderr: "There is no revision 9.\n",
    });
    expect(await readdir(cwd)).toEqual([]);
    expect(await runContentCli(env, ["export", "--revision", "two"], cwd)).toMatchObject({ code: 2 });
  });
});
