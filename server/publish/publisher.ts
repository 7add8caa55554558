import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { articleSlugOf } from "../../app/content/schema/article-document.ts";
import type { Env } from "../config.ts";
import { writeArticleFolders } from "../store/content-files.ts";
import type { JsonValue } from "../store/content-tree.ts";
import { ASSET_RETENTION_MS, carryEarlierAssets } from "./asset-pool.ts";
import { runBuild, type BuildFailure } from "./build-runner.ts";
import {
  completeFolderNumbers,
  folderRecord,
  makeNextFolder,
  markComplete,
  pruneFolders,
} from "./numbered-folders.ts";

/** The content a build is given: each kind's document by its name ("team": content/team.json), and the media folder. */
export interface ContentToBuild {
  documents: Readonly<Record<string, unknown>>;
  /** The folder of uploaded media the content refers to, seen by the build as `<content>/media`. */
  mediaDir?: string;
  /** The content revision it is (a publish): its folder says so, for the server to find again at start. */
  revision?: number;
  /** The moment the site is built as of: the articles due by then are in it (a preview shows scheduled ones); now by default. */
  asOf?: Date;
}

/** Why a publish or preview gave nothing: the build's reason, or the built site would not load or switch. */
type PublishFailure = BuildFailure | { kind: "load" } | { kind: "switch" } | { kind: "internal" };

/**
 * One step as the editor's progress shows it: "preparing", each of the build's
 * own steps by its name ("prerender", …, "compress"), "loading", "switching", "done".
 */
interface PublishStep {
  name: string;
  /** Milliseconds from the job's start to the step's start, and to its end (null while it runs). */
  startedMs: number;
  endedMs: number | null;
}

interface PublishJob {
  id: number;
  kind: "publish" | "preview";
  state: "waiting" | "running" | "succeeded" | "failed";
  requestedAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  steps: readonly PublishStep[];
  failure: PublishFailure | null;
  /** The revision folder's number (a publish) or the preview's id, once the build succeeded. */
  folder: number | null;
}

interface PublisherStatus {
  /** The job building now, if any. */
  running: PublishJob | null;
  /** Jobs waiting their turn, oldest first. */
  waiting: readonly PublishJob[];
  /** The last job that ended. */
  last: PublishJob | null;
}

interface PublishTicket {
  id: number;
  /** Resolves when the job ends, succeeded or failed; never rejects. */
  finished: Promise<PublishJob>;
}

/** How the server switches what it serves (the composition root's: loadServedSite, then the holder's replace). */
export interface SiteSwitch<Site> {
  /** Loads a built site; throws when it cannot be served. */
  load(staticDir: string): Promise<Site>;
  /** Serves `site` from the next request on. */
  switchTo(site: Site): void | Promise<void>;
}

export interface PublisherOptions<Site> {
  /** The server's publish folder (config `publishDir`): revisions/, previews/, assets/. */
  publishDir: string;
  /** The static folder served when the publisher starts: the latest revision, or build/client. */
  liveStaticDir: string;
  site: SiteSwitch<Site>;
  buildTimeoutMs: number;
  /** The environment each build runs with (SITE_* settings among it); read at each build. */
  buildEnv?: () => Env;
  log?: (entry: Record<string, unknown>) => void;
  now?: () => Date;
  /** Tests only: where the build script is (this checkout by default). */
  projectRoot?: string;
  /** What identifies the code that builds (code-digest.ts): a revision's folder is reused only by the same code. */
  codeDigest?: string;
}

export interface Publisher {
  /** Builds `content` into a new revision and serves it once built; waits for any job before it. */
  publish(content: ContentToBuild): PublishTicket;
  /** Builds `content` into a preview folder, served to editors only; waits for any job before it. */
  preview(content: ContentToBuild): PublishTicket;
  status(): PublisherStatus;
  /** A job of the last few, by id. */
  job(id: number): PublishJob | undefined;
  /** The static folder of preview `id`, or null when it is gone (only the last few are kept). */
  previewDir(id: number): string | null;
  /** Stops the build running, if any (its job fails as stopped), and every job waiting; resolves once they ended. */
  stop(): Promise<void>;
}

/** Revision folders kept on disk: the one served and nine to go back to quickly. */
export const KEPT_REVISIONS = 10;
/** Preview folders kept: an editor comparing a few drafts finds them all. */
const KEPT_PREVIEWS = 3;
/** Jobs remembered for job(id). */
export const KEPT_JOBS = 20;

const projectRootOfServer = fileURLToPath(new URL("../..", import.meta.url));

/** Where the revisions are built and kept: `<publishDir>/revisions/<n>/`, the static site in `client/`. */
const revisionsDir = (publishDir: string) => join(publishDir, "revisions");
const previewsDir = (publishDir: string) => join(publishDir, "previews");
const staticDirOf = (buildDir: string) => join(buildDir, "client");

/**
 * The static folder of content revision `revision` built by this code, newest
 * first; null when none is on disk (never built here, pruned, or built by
 * other code, whose pages would lack what this deployment changed).
 */
export function builtRevisionDir(publishDir: string, revision: number, codeDigest: string): string | null {
  const parent = revisionsDir(publishDir);
  const number = completeFolderNumbers(parent).find((folder) => {
    const record = folderRecord(parent, folder);
    return record?.revision === revision && record.code === codeDigest;
  });
  return number === undefined ? null : staticDirOf(join(parent, String(number)));
}

/**
 * The content folder a build reads (CONTENT_DIR): one pretty-printed JSON file
 * per kind, and each article as its folder, its figures linked from the uploads.
 */
async function writeContent(workDir: string, content: ContentToBuild): Promise<string> {
  await mkdir(workDir, { recursive: true });
  const dir = await mkdtemp(join(workDir, "content-"));
  const articles: Record<string, JsonValue> = {};
  for (const [kind, document] of Object.entries(content.documents)) {
    if (articleSlugOf(kind) !== null) articles[kind] = document as JsonValue;
    else if (!/^[a-z][a-z0-9-]*$/.test(kind)) throw new Error(`Not a content kind's name: "${kind}".`);
    else await writeFile(join(dir, `${kind}.json`), `${JSON.stringify(document, null, 2)}\n`);
  }
  if (content.mediaDir !== undefined) await symlink(content.mediaDir, join(dir, "media"), "dir");
  if (Object.keys(articles).length > 0) {
    if (content.mediaDir === undefined)
      throw new Error("Articles are to be built, but no uploads folder holds their figures.");
    await writeArticleFolders(dir, articles, content.mediaDir, "link");
  }
  return dir;
}

/** A job as the publisher keeps it, its steps growing as it runs. */
type Job = Omit<PublishJob, "steps"> & { steps: PublishStep[] };

export function createPublisher<Site>(options: PublisherOptions<Site>): Publisher {
  const { publishDir, site, buildTimeoutMs } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const buildEnv = options.buildEnv ?? (() => process.env);
  const projectRoot = options.projectRoot ?? projectRootOfServer;
  let liveStaticDir = options.liveStaticDir;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let running: Job | null = null;
  const waiting: Job[] = [];
  let last: Job | null = null;
  const jobs = new Map<number, Job>();
  const stopping = new AbortController();

  /** What callers get: a copy, so a job they hold does not change under them. */
  const copyOf = (job: Job): PublishJob => ({ ...job, steps: job.steps.map((step) => ({ ...step })) });

  const sinceStart = (job: Job) => now().getTime() - (job.startedAt ?? now()).getTime();
  /** Ends the step in progress, if any. */
  const endStep = (job: Job) => {
    const current = job.steps.at(-1);
    if (current !== undefined && current.endedMs === null) current.endedMs = sinceStart(job);
  };
  const begin = (job: Job, name: string) => {
    endStep(job);
    const at = sinceStart(job);
    job.steps.push({ name, startedMs: at, endedMs: name === "done" ? at : null });
  };

  /** Builds into the next folder under `parent`; the folder is removed when the build fails. */
  async function build(job: Job, parent: string, content: ContentToBuild): Promise<string | PublishFailure> {
    begin(job, "preparing");
    const contentDir = await writeContent(join(publishDir, "work"), content);
    try {
      const { number, dir } = await makeNextFolder(parent);
      const result = await runBuild({
        projectRoot,
        buildDir: dir,
        contentDir,
        env:
          content.asOf === undefined ? buildEnv() : { ...buildEnv(), BUILD_TIME: content.asOf.toISOString() },
        timeoutMs: buildTimeoutMs,
        signal: stopping.signal,
        onStep: (step) => begin(job, step.name),
      });
      if (!result.ok) {
        log({
          event: "publish-failed",
          job: job.id,
          failure: result.failure,
          output: result.output.join("\n"),
        });
        await rm(dir, { recursive: true, force: true });
        return result.failure;
      }
      job.folder = number;
      return dir;
    } finally {
      await rm(contentDir, { recursive: true, force: true });
    }
  }

  async function publishJob(job: Job, content: ContentToBuild): Promise<PublishFailure | null> {
    const built = await build(job, revisionsDir(publishDir), content);
    if (typeof built !== "string") return built;
    begin(job, "loading");
    const incoming = staticDirOf(built);
    const failed = async (failure: PublishFailure, error: unknown) => {
      log({ event: "publish-failed", job: job.id, failure, error: String(error) });
      await rm(built, { recursive: true, force: true });
      job.folder = null;
      return failure;
    };
    let loaded: Site;
    try {
      await carryEarlierAssets({
        poolDir: join(publishDir, "assets"),
        outgoing: liveStaticDir,
        incoming,
        now: now(),
        retentionMs: ASSET_RETENTION_MS,
      });
      loaded = await site.load(incoming);
    } catch (error) {
      return failed({ kind: "load" }, error);
    }
    begin(job, "switching");
    try {
      await site.switchTo(loaded);
    } catch (error) {
      return failed({ kind: "switch" }, error);
    }
    liveStaticDir = incoming;
    // Complete once served (or, on several instances, held ready): a server restarted after a failed switch serves what it served before.
    await markComplete(built, {
      builtAt: now().toISOString(),
      ...(content.revision === undefined ? {} : { revision: content.revision }),
      ...(options.codeDigest === undefined ? {} : { code: options.codeDigest }),
    });
    await pruneFolders(revisionsDir(publishDir), KEPT_REVISIONS, built);
    return null;
  }

  async function previewJob(job: Job, content: ContentToBuild): Promise<PublishFailure | null> {
    const built = await build(job, previewsDir(publishDir), content);
    if (typeof built !== "string") return built;
    await markComplete(built, { builtAt: now().toISOString() });
    await pruneFolders(previewsDir(publishDir), KEPT_PREVIEWS, null);
    return null;
  }

  async function run(job: Job, work: () => Promise<PublishFailure | null>): Promise<PublishJob> {
    waiting.splice(waiting.indexOf(job), 1);
    running = job;
    job.state = "running";
    job.startedAt = now();
    let failure: PublishFailure | null;
    try {
      failure = stopping.signal.aborted ? { kind: "stopped" } : await work();
    } catch (error) {
      log({ event: "publish-failed", job: job.id, failure: "internal", error: String(error) });
      failure = { kind: "internal" };
    }
    if (failure === null) begin(job, "done");
    else endStep(job);
    job.failure = failure;
    job.state = failure === null ? "succeeded" : "failed";
    job.endedAt = now();
    running = null;
    last = job;
    return copyOf(job);
  }

  function enqueue(
    kind: PublishJob["kind"],
    work: (job: Job) => Promise<PublishFailure | null>,
  ): PublishTicket {
    const job: Job = {
      id: nextId++,
      kind,
      state: "waiting",
      requestedAt: now(),
      startedAt: null,
      endedAt: null,
      steps: [],
      failure: null,
      folder: null,
    };
    jobs.set(job.id, job);
    for (const id of [...jobs.keys()].slice(0, -KEPT_JOBS)) jobs.delete(id);
    waiting.push(job);
    // One build at a time: publishes and previews share the checkout's build tools and caches.
    const finished = queue.then(() => run(job, () => work(job)));
    queue = finished;
    return { id: job.id, finished };
  }

  return {
    publish: (content) => enqueue("publish", (job) => publishJob(job, content)),
    preview: (content) => enqueue("preview", (job) => previewJob(job, content)),
    status: () => ({
      running: running === null ? null : copyOf(running),
      waiting: waiting.map(copyOf),
      last: last === null ? null : copyOf(last),
    }),
    job: (id) => {
      const job = jobs.get(id);
      return job === undefined ? undefined : copyOf(job);
    },
    previewDir: (id) =>
      completeFolderNumbers(previewsDir(publishDir)).includes(id)
        ? staticDirOf(join(previewsDir(publishDir), String(id)))
        : null,
    stop: async () => {
      stopping.abort();
      await queue;
    },
  };
}
