import type { ServerConfig } from "./config.ts";
import { createForm } from "./form/start-form.ts";
import { startHousekeeping, type HousekeepingTimes } from "./housekeeping/start-housekeeping.ts";
import { closeGracefully, createHttpServer, listen } from "./http/http-server.ts";
import { stdoutLog, type Log } from "./http/request-log.ts";
import { editorPreviews } from "./http/preview-sites.ts";
import { holdServedSite, loadServedSite, type ServedSiteHolder } from "./http/served-site.ts";
import { uploadRoutes } from "./editor/upload-routes.ts";
import type { InboxRouteAdder } from "./inbox/inbox-context.ts";
import { startInbox } from "./inbox/start-inbox.ts";
import { startEditor } from "./editor/start-editor.ts";
import { codeDigest } from "./publish/code-digest.ts";
import { startArticleSchedule } from "./publish/article-schedule.ts";
import { buildThroughPublisher } from "./publish/publisher-builder.ts";
import { builtRevisionDir, createPublisher } from "./publish/publisher.ts";
import { sitePublishing } from "./publish/site-publishing.ts";
import {
  startSiteInstance,
  type InstanceTiming,
  type RevisionBuilder,
  type SiteInstance,
} from "./publish/two-phase.ts";
import { serveRevisions } from "./http/revision-serving.ts";
import { createContentStore } from "./store/content-store.ts";
import { createSiteInstanceStore } from "./store/site-instance-store.ts";
import { startInsights, type InsightsTimes } from "./insights/start-insights.ts";
import { leadChannels, startNotifications, type NotificationTiming } from "./notify/notifications.ts";
import { createDigestStore } from "./store/digest-store.ts";
import { migrateToLatest } from "./store/migrations.ts";
import { openDatabase, type Database } from "./store/open-database.ts";
import { createServerKeys } from "./store/server-keys.ts";
import { loadServerSecret } from "./store/server-secret.ts";
import { createLeadIntake, type LeadIntake } from "./store/lead-intake.ts";
import { createUploadStore } from "./store/upload-store.ts";
import { openUploadsFolder } from "./uploads/uploads-folder.ts";
import { createUploads } from "./uploads/uploads.ts";

/** What a caller may set: the log, and each part's clocks and limits (tests set them). */
export interface StartOptions extends NotificationTiming, HousekeepingTimes, InsightsTimes {
  log?: Log;
  /** How long stop() lets requests in flight finish before cutting connections. */
  shutdownGraceMs?: number;
  /** Routes added inside the inbox's app, sharing its sign-in, Origin and CSRF checks (server/editor's are added here). */
  inboxRoutes?: readonly InboxRouteAdder[];
  /** Tests: how this server takes part in publishing (its builder in place of the real build, its name, its clocks). */
  siteInstance?: { builder?: RevisionBuilder; host?: string; timing?: InstanceTiming };
}

export interface RunningServer {
  url: string;
  port: number;
  store: LeadIntake;
  /** What the server serves now (decision 031): a publish replaces it while the server runs. */
  served: ServedSiteHolder;
  /** This server's part in publishing on every instance (decision 035b). */
  instance: SiteInstance;
  /** Stops accepting, finishes requests in flight and pending commits, then closes the database. */
  stop(): Promise<void>;
}

/** The database, brought to the latest schema; a failed migration leaves it closed. */
async function openMigrated(config: ServerConfig, log: Log): Promise<Database> {
  const database = openDatabase(config.database, {
    onError: (error) => log({ event: "database-error", error: error.message }),
  });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The published revision to serve at start, when this code built it before
 * (on disk in the publish folder); null: serve the deployment's own build,
 * and the site instance builds the live revision before the server listens.
 */
async function builtLiveRevision(
  config: ServerConfig,
  database: Database,
  code: string,
  log: Log,
): Promise<{ revision: number; dir: string } | null> {
  const { live } = await createSiteInstanceStore(database)
    .publication()
    .catch((error: unknown) => {
      log({ event: "site-instance-error", error: error instanceof Error ? error.message : String(error) });
      return { live: null };
    });
  const dir = live === null ? null : builtRevisionDir(config.publishDir, live, code);
  return live === null || dir === null ? null : { revision: live, dir };
}

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? stdoutLog;
  // Before the database: a start that cannot have its secret changes nothing.
  const keys = createServerKeys(loadServerSecret(config.serverSecret));
  const uploadsFolder = await openUploadsFolder(config.uploadsDir);
  const database = await openMigrated(config, log);
  const code = await codeDigest();
  const serving = await builtLiveRevision(config, database, code, log);
  const served = holdServedSite(await loadServedSite(serving?.dir ?? config.staticDir));
  const channels = leadChannels(config);
  const store = createLeadIntake(database, channels.company, { receipts: channels.receipts });
  const holidays: ReadonlySet<string> = new Set(config.holidays);
  const notifications = startNotifications({
    config,
    database,
    leads: store,
    holidays,
    words: () => served.current().mail,
    timing: options,
    log,
  });
  const uploads = createUploads(uploadsFolder, createUploadStore(database), () => new Date());
  // A publish records its revision, then every instance builds it from the database and all switch together (decision 035b).
  const content = createContentStore(database);
  const through = buildThroughPublisher(async (revision) => {
    const recorded = await content.revision(revision);
    if (recorded === null) throw new Error(`Version ${revision} is not in the database.`);
    return { documents: recorded.content, mediaDir: config.uploadsDir };
  });
  const publisher = createPublisher({
    publishDir: config.publishDir,
    liveStaticDir: serving?.dir ?? config.staticDir,
    site: through.site,
    buildTimeoutMs: config.publishBuildTimeoutSeconds * 1000,
    codeDigest: code,
    log,
  });
  const revisions = serveRevisions(served);
  const { builder = through.builder(publisher), ...takingPart } = options.siteInstance ?? {};
  const instance = await startSiteInstance({
    database,
    builder,
    assets: revisions,
    switcher: revisions,
    log,
    ...takingPart,
    ...(serving === null ? {} : { serving }),
  });
  const site = sitePublishing({ database, instance, publisher, jobOf: through.jobOf, log });
  const editorParts = { publisher, site, mediaDir: config.uploadsDir };
  const instances = createSiteInstanceStore(database);
  // The editor's first: its guard then covers the uploads under /inbox/site too.
  const routes = [
    await startEditor({ database, uploads: uploadsFolder, accept: uploads.accept, publishing: editorParts }),
    uploadRoutes({ uploads, folder: uploadsFolder }),
    ...(options.inboxRoutes ?? []),
  ];
  // After the editor's start, which records the first revision from the content files.
  const articleSchedule = startArticleSchedule({
    content,
    site,
    liveRevision: async () => (await instances.publication()).live,
    log,
  });
  const inbox = startInbox({ config, database, keys, holidays, notifications, log, routes });
  const insights = startInsights({ config, keys, sessions: inbox.sessions, log }, options);
  const formParts = { config, database, keys, store, onStored: notifications.wake, log };
  const handleForm = createForm(formParts, insights.leadSource);
  const front = { served, inbox: inbox.app, handleForm, ping: () => store.ping(), config, log };
  const previews = editorPreviews((id) => publisher.previewDir(id), inbox.sessions);
  const server = createHttpServer({ ...front, insights: insights.counter, previews });
  const address = await listen(server, config.port, config.host).catch(async (error: unknown) => {
    await notifications.stop();
    await insights.stop();
    await inbox.stop();
    await articleSchedule.stop();
    await publisher.stop();
    await instance.stop();
    await database.close();
    throw error;
  });
  // Without mail there is no one to send a digest to: nothing is queued.
  const digests = notifications.mail ? createDigestStore(database, holidays) : null;
  const housekeeping = startHousekeeping(
    { config, database, digests, holidays, onDigestsQueued: notifications.wake, log },
    options,
  );
  let stopping: Promise<void> | null = null;
  return {
    ...address,
    store,
    served,
    instance,
    // Once, however often it is asked: a second call waits for the first.
    stop() {
      stopping ??= (async () => {
        await housekeeping.stop();
        await articleSchedule.stop();
        // The build running stops first, so the instance's look that waits on it ends at once.
        await publisher.stop();
        // Notifications and the site instance wind down while requests finish: none waits for another.
        await Promise.all([
          // The last page views are counted once no request can add one.
          closeGracefully(server, options.shutdownGraceMs ?? 10_000).then(() =>
            Promise.all([store.flush(), insights.stop(), inbox.stop()]),
          ),
          notifications.stop(),
          housekeeping.lastPurge(),
          instance.stop(),
        ]);
        await database.close();
      })();
      return stopping;
    },
  };
}
