import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compressBuild } from "../../scripts/build/compress-build.ts";
import type { RevisionBuilder, SiteInstance } from "../../server/publish/two-phase.ts";
import { createSiteInstanceStore } from "../../server/store/site-instance-store.ts";
import type { Backend } from "./backends.ts";
import { createFixtureSite, fixtureFiles } from "./fixture-site.ts";
import type { TestDatabases } from "./test-databases.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const FIXTURE_STYLESHEET = "/assets/root-Bx7k2q.css";

/** The revision of the home page a server answers with now. */
export const pageRevision = async (url: string) => revisionOfPage(await (await fetch(`${url}/`)).text());

/** Each revision's stylesheet: a hashed name of its own, as a build gives a changed stylesheet. */
export const stylesheetOf = (revision: number) => `/assets/root-rev${revision}.css`;

/** The revision a page of these builds says it belongs to, from its `<meta name="revision">`. */
export function revisionOfPage(html: string): number | null {
  const match = /<meta name="revision" content="(\d+)">/.exec(html);
  return match === null ? null : Number(match[1]);
}

/** The hashed assets a page asks for, as a browser finds them in its head. */
export function assetsOfPage(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? "");
}

/** The fixture build as revision `revision` would be: every page says so and links that revision's stylesheet. */
export async function createRevisionSite(revision: number): Promise<string> {
  const root = await createFixtureSite();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const path = join(entry.parentPath, entry.name);
    const html = readFileSync(path, "utf8")
      .replace(FIXTURE_STYLESHEET, stylesheetOf(revision))
      .replace("<head>", `<head><meta name="revision" content="${revision}">`);
    writeFileSync(path, html);
  }
  writeFileSync(join(root, stylesheetOf(revision).slice(1)), `/* revision ${revision} */ body{margin:0}`);
  // The fixture's pages preload a route chunk its folder lacks: a real build has every file its pages ask for.
  for (const asset of assetsOfPage(fixtureFiles["index.html"] ?? "")) {
    if (!existsSync(join(root, asset)))
      writeFileSync(join(root, asset), `console.log(${JSON.stringify(asset)});`);
  }
  await compressBuild(root);
  return root;
}

/** A build that waits to be let through: the test decides when an instance's build finishes, or that it fails. */
export interface GatedBuilder extends RevisionBuilder {
  /** Lets the waiting and later builds finish. */
  open(): void;
  /** The waiting and later builds fail with this message. */
  fail(message: string): void;
  /** How many builds have started. */
  started(): number;
}

export function gatedBuilder(initiallyOpen = true): GatedBuilder {
  let state: { open: true } | { open: false; failure: string | null } = initiallyOpen
    ? { open: true }
    : { open: false, failure: null };
  const waiting: Array<() => void> = [];
  let started = 0;
  const release = () => {
    for (const wake of waiting.splice(0)) wake();
  };
  return {
    async build(revision) {
      started++;
      while (!state.open && state.failure === null)
        await new Promise<void>((resolve) => waiting.push(resolve));
      if (!state.open && state.failure !== null) throw new Error(state.failure);
      return createRevisionSite(revision);
    },
    open() {
      state = { open: true };
      release();
    },
    fail(message) {
      state = { open: false, failure: message };
      release();
    },
    started: () => started,
  };
}

export interface PublishingMember {
  server: TestServer;
  instance: SiteInstance;
  builder: GatedBuilder;
}

/**
 * Servers on one database, each with its own build folder (revision 0, as
 * deployed), each taking part in publishing and looking every `pollMs`.
 */
export function publishingGroup(backend: Backend, databases: TestDatabases, pollMs = 100) {
  const members: PublishingMember[] = [];
  let config: Awaited<ReturnType<Backend["freshDatabase"]>> | undefined;
  const add = async (
    host: string,
    builder = gatedBuilder(),
    prepareTimeoutMs = 120_000,
  ): Promise<PublishingMember> => {
    config ??= await backend.freshDatabase();
    // Each takes part in publishing with a build the test lets through, and looks every `pollMs`.
    const server = await startTestServer(
      { database: config, staticDir: await createRevisionSite(0) },
      {
        siteInstance: {
          builder,
          host,
          timing: { pollMs, heartbeatMs: 200, aliveMs: 3_000, prepareTimeoutMs, switchWaitMs: 60_000 },
        },
      },
    );
    const member = { server, instance: server.instance, builder };
    members.push(member);
    return member;
  };
  const stop = async () => {
    // A build a failed assertion left waiting would hold its instance's stop.
    for (const { builder } of members) builder.open();
    for (const { server } of members.splice(0)) await server.stop();
  };
  const store = async () => {
    if (config === undefined) throw new Error("no member yet");
    return createSiteInstanceStore(await databases.open(config));
  };
  return { add, stop, store };
}
