import { expect } from "vitest";
import type { ServerConfig } from "../../server/config.ts";
import type { StartOptions } from "../../server/start-server.ts";
import type { Database } from "../../server/store/open-database.ts";
import { createUserStore, type UserStore } from "../../server/store/user-store.ts";
import type { NewLead } from "../../app/lib/lead.ts";
import type { Backend } from "./backends.ts";
import { csrfIn, signIn, Visitor } from "./inbox-visitor.ts";
import { startMailCatcher, type MailCatcher } from "./mail-catcher.ts";
import { serverEnv } from "./server-process.ts";
import { newLead } from "./submissions.ts";
import { useServerTestContext } from "./server-test-context.ts";
import { useTestDatabases } from "./test-databases.ts";
import { startTestServer, type TestServer } from "./test-server.ts";
import { waitFor } from "./wait-for.ts";

export const PASSWORD = "a long enough password";
export const OWNER = "layla@dunecrest.example";
/** Where staff replies say to answer. */
export const REPLY_TO = "consultants@dunecrest.example";

/** A worker that retries within the test's patience: mail that fails is tried again in milliseconds. */
export const quickWorker: StartOptions = {
  retry: { baseDelayMs: 20, maxDelayMs: 200, maxAttempts: 8 },
  pollMs: 20,
  leaseMs: 10_000,
  sendTimeoutMs: 5_000,
};

export interface RunningInbox {
  server: TestServer;
  /** A connection of the test's own to the server's database. */
  database: Database;
  users: UserStore;
  /** The environment the CLIs would run with against this server's database. */
  env: NodeJS.ProcessEnv;
  visitor: Visitor;
}

export interface RunningInboxWithMail extends RunningInbox {
  catcher: MailCatcher;
}

/** A lead that arrived now: the list's chart and date filters count recent days. */
export const arrivedNow = (overrides: Partial<NewLead> = {}): NewLead =>
  newLead({ createdAt: new Date(), ...overrides });

/** The audit log, oldest first: who did what, to what. */
export const auditRows = (database: Database) =>
  database.db.selectFrom("audit_log").select(["actor_email", "action", "subject"]).orderBy("id").execute();

/** The session's token, as every signed-in page's forms carry it. */
export async function sessionToken(visitor: Visitor): Promise<string> {
  const response = await visitor.get("/inbox/account");
  expect(response.status).toBe(200);
  return csrfIn(await response.text());
}

/**
 * Waits until no outbox job is pending: every mail and webhook queued so far
 * has been delivered or has failed for good, so what the catcher holds then
 * is all it will get. Use it, never a fixed wait, before asserting that
 * nothing was sent.
 */
export async function waitForOutboxDrained(database: Database): Promise<void> {
  const pending = () =>
    database.db.selectFrom("notification_outbox").select("id").where("state", "=", "pending").limit(1);
  await waitFor(async () => (await pending().execute()).length === 0, "the outbox to drain");
}

/**
 * The inbox's tests' set-up: the real server on a fresh database of the
 * backend, with the fixture site, each test's servers and helpers stopped
 * after it.
 */
export function useInboxServer(backend: Backend) {
  const suite = useServerTestContext();
  const databases = useTestDatabases(backend);

  type Start = (config?: Partial<ServerConfig>, options?: StartOptions) => Promise<RunningInbox>;

  const start: Start = async (config = {}, options = {}) => {
    const databaseConfig = await backend.freshDatabase();
    const serverConfig = { staticDir: suite.staticDir, database: databaseConfig, ...config };
    const server = await startTestServer(serverConfig, options);
    suite.cleanup(() => server.stop());
    const database = await databases.open(databaseConfig);
    const env = serverEnv(databaseConfig, suite.staticDir);
    return { server, database, users: createUserStore(database), env, visitor: new Visitor(server.url) };
  };

  /** With mail to a catcher on loopback, and the quick worker unless `options` say otherwise. */
  const startWithMail = async (
    config: Partial<ServerConfig> = {},
    options: StartOptions = quickWorker,
  ): Promise<RunningInboxWithMail> => {
    const catcher = await startMailCatcher();
    suite.cleanup(() => catcher.close());
    const url = `smtp://127.0.0.1:${catcher.port}`;
    const smtp = { url, to: ["leads@dunecrest.example"], from: "web@dunecrest.example" };
    return { ...(await start({ smtp, ...config }, options)), catcher };
  };

  /** An account with its password set, as its owner would after `npm run users -- add`. */
  type Role = "owner" | "member";
  const account = async (users: UserStore, email = OWNER, role: Role = "owner", name?: string) => {
    const issued = await users.add(email, role, new Date(), name);
    const result = await users.setPassword(email, issued.setupCode, PASSWORD, new Date());
    if (!result.ok) throw new Error(result.problem);
    return result.user;
  };

  /** The owner's account, signed in through the form. */
  const signedIn: Start = async (config = {}, options = {}) => {
    const running = await start(config, options);
    await account(running.users);
    const response = await signIn(running.visitor, OWNER, PASSWORD);
    expect(response.status).toBe(303);
    return running;
  };

  /** Layla ("Layla Haddad", in the role given) signed in, with mail: how the lead workflow's tests start. */
  const signedInWithMail = async (role: Role, config: Partial<ServerConfig> = {}) => {
    const running = await startWithMail({ autoreply: false, replyTo: REPLY_TO, siteUrl: null, ...config });
    const layla = await account(running.users, OWNER, role, "Layla Haddad");
    expect((await signIn(running.visitor, OWNER, PASSWORD)).status).toBe(303);
    return { ...running, layla, token: await sessionToken(running.visitor) };
  };

  return {
    get staticDir() {
      return suite.staticDir;
    },
    cleanup: suite.cleanup,
    databases,
    start,
    startWithMail,
    account,
    signedIn,
    signedInWithMail,
  };
}
