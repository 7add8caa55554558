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
import { createPublisher, latestRevisionDir } from "./publish/publisher.ts";
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
}

export interface RunningServer {
  url: string;
  port: number;
  store: LeadIntake;
  /** What the server serves now (decision 031): a publish replaces it while the server runs. */
  served: ServedSiteHolder;
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

export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const log = options.log ?? stdoutLog;
  // The newest published revision, once there is one; until then the deployment's own build.
  const liveStaticDir = latestRevisionDir(config.publishDir) ?? config.staticDir;
  const served = holdServedSite(await loadServedSite(liveStaticDir));
  // Before the database: a start that cannot have its secret changes nothing.
  const keys = createServerKeys(loadServerSecret(config.serverSecret));
  const uploadsFolder = await openUploadsFolder(config.uploadsDir);
  const database = await openMigrated(config, log);
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
  const publisher = createPublisher({
    publishDir: config.publishDir,
    liveStaticDir,
    site: { load: loadServedSite, switchTo: (site) => served.replace(site) },
    buildTimeoutMs: config.publishBuildTimeoutSeconds * 1000,
    log,
  });
  const editorParts = { publisher, mediaDir: config.uploadsDir };
  // The editor's first: its guard then covers the uploads under /inbox/site too.
  const routes = [
    await startEditor({ database, publishing: editorParts }),
    uploadRoutes({ uploads, folder: uploadsFolder }),
    ...(options.inboxRoutes ?? []),
  ];
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
    await database.close();
    throw error;
  });
  // Without mail there is no one to send a digest to: nothing is queued.
  const digests = notifications.mail ? createDigestStore(database, holidays) : null;
  const housekeeping = startHousekeeping(
    { config, database, digests, holidays, onDigestsQueued: notifications.wake, log },
    options,
  );
  return {
    ...address,
    store,
    served,
    async stop() {
      await housekeeping.stop();
      await publisher.stop();
      // Notifications wind down while requests finish: neither waits for the other.
      await Promise.all([
        // The last page views are counted once no request can add one.
        closeGracefully(server, options.shutdownGraceMs ?? 10_000).then(() =>
          Promise.all([store.flush(), insights.stop(), inbox.stop()]),
        ),
        notifications.stop(),
        housekeeping.lastPurge(),
      ]);
      await database.close();
    },
  };
}
