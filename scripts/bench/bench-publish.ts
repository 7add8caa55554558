/**
 * npm run bench:publish: from Publish to live (issue 29; not a test: it prints
 * figures). Starts the server on the existing build (`npm run build` first)
 * with a throwaway SQLite database, publishes a copy change through the
 * publisher's real build (a child process) and the two phases, and prints
 * the time until the instance serves it and each step of the build; then
 * the same with two instances on a throwaway PostgreSQL cluster, publishing
 * from one, until both serve it. During each publish, browsers fetch pages
 * and their assets from the instances at random; their counts are printed
 * (every count but requests should be 0). It publishes twice: revision 1
 * (content this machine may never have built, so every page compressed
 * anew) and revision 2 (the next copy change, as staff publish). The copy
 * change: the first English text of the first file in content/ gets the
 * revision's number appended; without content/ (before the content files),
 * the same content is built again, which is the same work.
 * Targets: one instance ≤ 30 s, two on PostgreSQL ≤ 60 s, also with 200
 * articles (issue 30).
 * Settings: STATIC_DIR, BENCH_PUBLISH_INSTANCES ("1,2": which runs),
 * BENCH_ARTICLES (none: the repository's articles; a number: that many
 * generated, scripts/bench/generated-articles.ts).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { STATIC_DIR } from "../../server/build-layout.ts";
import type { DatabaseConfig } from "../../server/config.ts";
import { readRepositoryContent } from "../../server/editor/repository-content.ts";
import { buildThroughPublisher } from "../../server/publish/publisher-builder.ts";
import { createPublisher, type ContentToBuild } from "../../server/publish/publisher.ts";
import type { SiteInstance } from "../../server/publish/two-phase.ts";
import { migrateToLatest } from "../../server/store/migrations.ts";
import { openDatabase, type Database } from "../../server/store/open-database.ts";
import { openUploadsFolder } from "../../server/uploads/uploads-folder.ts";
import { assetsInBuild, browseDuringPublish } from "../../tests/server-support/browse-during-publish.ts";
import { writeGeneratedContent } from "./generated-articles.ts";
import { findPostgresBin, startPostgres } from "../../tests/server-support/postgres.ts";
import { assetsOfPage } from "../../tests/server-support/site-revisions.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const staticDir = resolve(process.env.STATIC_DIR ?? STATIC_DIR);
const runs = (process.env.BENCH_PUBLISH_INSTANCES ?? "1,2").split(",").map(Number);
const contentRoot = resolve("content");
const articleCount = process.env.BENCH_ARTICLES ? Number(process.env.BENCH_ARTICLES) : null;
const PAGES = ["/", "/services", "/about", "/contact", "/faq", "/ar/", "/ar/contact"];
const work = mkdtempSync(join(tmpdir(), "dunecrest-bench-publish-"));
/** The content folder every build is made from: the repository's, or it with generated articles. */
const contentFolder =
  articleCount === null
    ? contentRoot
    : writeGeneratedContent(contentRoot, join(work, "content"), articleCount);
/** Where the articles' figures are kept, as the server keeps uploads. */
const uploadsDir = join(work, "uploads");
/** The content as the server's database holds it once the folder is imported (articles as documents). */
const imported = openUploadsFolder(uploadsDir).then((folder) => readRepositoryContent(contentFolder, folder));
/** Each revision's hashed assets, as its builds hold them (revision 0: the deployed build). */
const assets = new Map<number, ReadonlySet<string>>();

/** Appends ` <revision>` to the first string under "en" in the document. */
function changeFirstEnglishText(document: unknown, revision: number): boolean {
  const walk = (
    value: unknown,
    parent: Record<string, unknown> | unknown[],
    key: string | number,
  ): boolean => {
    if (typeof value === "string") {
      (parent as Record<string | number, unknown>)[key] = `${value} ${revision}`;
      return true;
    }
    if (Array.isArray(value)) return value.some((item, index) => walk(item, value, index));
    if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      return Object.keys(record).some((name) => walk(record[name], record, name));
    }
    return false;
  };
  const english = (document as { en?: unknown }).en;
  return english !== undefined && walk(english, document as Record<string, unknown>, "en");
}

/** The repository's content with a copy change of its own per revision. */
async function contentOf(revision: number): Promise<ContentToBuild> {
  if (!existsSync(contentRoot)) return { documents: {} };
  const { files } = await imported;
  const documents: Record<string, unknown> = structuredClone(files);
  let changed = false;
  for (const kind of Object.keys(documents).sort())
    if (!changed) changed = changeFirstEnglishText(documents[kind], revision);
  return { documents, mediaDir: uploadsDir };
}

interface Member {
  server: TestServer;
  database: Database;
  instance: SiteInstance;
  steps(): string;
}

async function startMember(name: string, config: DatabaseConfig): Promise<Member> {
  const database = openDatabase(config);
  await migrateToLatest(database);
  const through = buildThroughPublisher(contentOf);
  const publisher = createPublisher({
    publishDir: join(work, name),
    liveStaticDir: staticDir,
    site: through.site,
    buildTimeoutMs: 600_000,
  });
  const builder = through.builder(publisher);
  // The server's own part in publishing, with this benchmark's build: the repository's content and a copy change per revision.
  const server = await startTestServer(
    { database: config, staticDir },
    {
      siteInstance: {
        builder: {
          async build(revision) {
            const dir = await builder.build(revision);
            assets.set(revision, assetsInBuild(dir));
            return dir;
          },
        },
        host: name,
      },
    },
  );
  const { instance } = server;
  const steps = () =>
    (publisher.status().last?.steps ?? [])
      .map(
        (step) => `${step.name} ${(((step.endedMs ?? step.startedMs) - step.startedMs) / 1000).toFixed(1)} s`,
      )
      .join(", ");
  return { server, database, instance, steps };
}

const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} (${cpus().length} CPUs)`;

async function run(count: number, config: DatabaseConfig): Promise<void> {
  assets.clear();
  assets.set(0, assetsInBuild(staticDir));
  const members: Member[] = [];
  for (let index = 1; index <= count; index++) members.push(await startMember(`web-${index}`, config));
  const urls = members.map(({ server }) => server.url);
  // A revision's pages are known by their assets (a copy change keeps the hashes of unchanged chunks).
  const revisionOf = (html: string) => {
    const wanted = assetsOfPage(html);
    const match = [...assets].reverse().find(([, own]) => wanted.every((asset) => own.has(asset)));
    return match?.[0] ?? null;
  };
  const browsing = browseDuringPublish({
    urls,
    pages: PAGES,
    revisionOf,
    assetsOf: (revision) => assets.get(revision),
    maxRequests: 100_000,
  });
  console.log(`\n${count} instance${count === 1 ? "" : "s"} on ${config.kind}: ${load()} at start`);
  // Two publishes: the first builds content this machine may not have built before (every page's
  // compression new); the second, one copy change later, is a publish as staff make them.
  for (const revision of [1, 2]) {
    const started = performance.now();
    const published = await members[0]?.instance.publish(revision);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  revision ${revision}, publish to live on every instance: ${seconds.toFixed(1)} s (${load()} at end)`,
    );
    console.log(
      `  serving revision ${revision}: ${
        published?.instances
          .filter((row) => row.served === revision)
          .map((row) => row.host)
          .join(", ") ?? "none"
      }`,
    );
    members.forEach((member, index) => console.log(`  web-${index + 1}'s build: ${member.steps()}`));
  }
  const tally = await browsing.stop();
  console.log(
    `  browsers: ${tally.requests} requests, ${tally.visits} pages; errors ${tally.errors.length}, missing assets ${tally.missingAssets.length}, mixed ${tally.mixed.length}`,
  );
  for (const line of [...tally.errors, ...tally.missingAssets, ...tally.mixed].slice(0, 10))
    console.log(`    ${line}`);
  for (const member of members) {
    await member.instance.stop();
    await member.server.stop();
    await member.database.close();
  }
}

try {
  if (!existsSync(staticDir)) throw new Error(`No build at ${staticDir}: run "npm run build" first.`);
  console.log(
    existsSync(contentRoot)
      ? "Copy change: content/"
      : "No content/ here: each publish builds the same content again.",
  );
  if (articleCount !== null) console.log(`Articles: ${articleCount} generated`);
  if (runs.includes(1)) await run(1, { kind: "sqlite", file: join(work, "data", "submissions.sqlite") });
  if (runs.includes(2)) {
    const bin = findPostgresBin();
    if (bin === null) console.log("\nPostgreSQL not installed: the two-instance run is skipped.");
    else {
      const postgres = await startPostgres(bin);
      try {
        await run(2, { kind: "postgres", url: await postgres.createDatabase() });
      } finally {
        await postgres.stop();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
