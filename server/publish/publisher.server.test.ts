import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadServedSite, type ServedSite } from "../http/served-site.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { repoContent } from "../../tests/server-support/repo-content.ts";
import { invalidBody, postInTwoParts } from "../../tests/server-support/post-in-flight.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { KEPT_REVISIONS, builtRevisionDir, createPublisher, type Publisher } from "./publisher.ts";

/** The fixture site's stylesheet and script (tests/server-support/fixture-site.ts): no real build has them. */
const FIXTURE_STYLESHEET = "/assets/root-Bx7k2q.css";
const FIXTURE_SCRIPT = "/assets/entry.client-D1a2b3.js";

/** The hashed scripts a page loads. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");

/** Revision folders a crash or an earlier run left: numbered, built, and older than any publish of this test. */
function leaveEarlierRevisions(publishDir: string, count: number): void {
  for (let number = 1; number <= count; number += 1) {
    const dir = join(publishDir, "revisions", String(number));
    mkdirSync(join(dir, "client"), { recursive: true });
    writeFileSync(join(dir, "built.json"), "{}\n");
  }
}

const revisionFolders = (publishDir: string) =>
  readdirSync(join(publishDir, "revisions"))
    .map(Number)
    .sort((a, b) => a - b);

/** The site builds take about ten seconds each on a quiet machine; several run here, on a shared one. */
describe("publishing a new revision of the site", { timeout: 600_000 }, () => {
  const content = repoContent();
  afterAll(removeTempDirs);
  let server: TestServer | undefined;
  afterAll(async () => server?.stop());

  it("builds, swaps, keeps old assets, runs one publish at a time, and fails or stops without touching the live site", async () => {
    const staticDir = await createFixtureSite();
    const database = { kind: "sqlite", file: join(makeTempDir("sqlite"), "submissions.sqlite") } as const;
    server = await startTestServer({ staticDir, database });
    const { url, served } = server;
    const publishDir = makeTempDir("publish");
    leaveEarlierRevisions(publishDir, KEPT_REVISIONS + 1);
    // Each build takes the next name: the difference that shows which build is served.
    const siteNames: string[] = [];
    const site = {
      load: loadServedSite,
      switchTo: (next: ServedSite) => served.replace(next),
    };
    const publisherWith = (buildTimeoutMs: number, liveStaticDir: string): Publisher =>
      createPublisher({
        publishDir,
        liveStaticDir,
        site,
        buildTimeoutMs,
        buildEnv: () => ({ ...process.env, SITE_NAME: siteNames.shift() ?? "Unnamed" }),
        codeDigest: "code of this deployment",
      });
    const publisher = publisherWith(300_000, staticDir);

    // A post whose body is still arriving when the publish switches: it is answered from the site it began with.
    const read = served.current;
    let reads = 0;
    served.current = () => {
      reads += 1;
      return read();
    };
    const inFlight = postInTwoParts(url, invalidBody);
    await inFlight.started;
    await waitFor(() => reads === 1, "the post in flight to reach the app");

    // Two publishes asked for at once: the second starts when the first has ended.
    siteNames.push("Alpha Works", "Beta Works");
    const documents = await content;
    const first = publisher.publish({ ...documents, revision: 1 });
    const second = publisher.publish({ ...documents, revision: 2 });
    expect(publisher.status().waiting.map((job) => job.id)).toEqual([first.id, second.id]);
    const [firstJob, secondJob] = await Promise.all([first.finished, second.finished]);
    expect([firstJob.failure, secondJob.failure]).toEqual([null, null]);
    expect([firstJob.state, secondJob.state]).toEqual(["succeeded", "succeeded"]);
    expect(secondJob.startedAt?.getTime()).toBeGreaterThanOrEqual(firstJob.endedAt?.getTime() ?? Infinity);
    const stepNames = secondJob.steps.map((step) => step.name);
    expect(stepNames.slice(0, 2)).toEqual(["preparing", "prerender"]);
    expect(stepNames).toContain("compress");
    expect(stepNames.slice(-3)).toEqual(["loading", "switching", "done"]);
    expect(secondJob.steps.every((step) => step.endedMs !== null && step.endedMs >= step.startedMs)).toBe(
      true,
    );

    const betaAbout = await request(url, "/about");
    expect(betaAbout.text).toContain("Beta Works");
    const answeredInFlight = await inFlight.finish();
    expect(answeredInFlight).toContain(`href="${FIXTURE_STYLESHEET}"`);
    expect(answeredInFlight).not.toContain("Works");

    // Pages left open since before the publishes still load their scripts: the fixture site's,
    // and those of Alpha's page (as Alpha served it) that Beta's does not have.
    expect((await request(url, FIXTURE_SCRIPT)).status).toBe(200);
    const alphaAbout = readFileSync(
      join(publishDir, "revisions", "12", "client", "about", "index.html"),
      "utf8",
    );
    expect(alphaAbout).toContain("Alpha Works");
    const alphaOnly = scriptsOf(alphaAbout).filter((src) => !betaAbout.text.includes(src));
    expect(alphaOnly.length).toBeGreaterThan(0);
    for (const src of alphaOnly) expect((await request(url, src)).status, src).toBe(200);

    // Ten revisions on disk: the new one and the nine before it.
    expect(revisionFolders(publishDir)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    // A restarted server finds each content revision's folder again, but only one built by its own code.
    const live = join(publishDir, "revisions", "13", "client");
    expect(builtRevisionDir(publishDir, 2, "code of this deployment")).toBe(live);
    expect(builtRevisionDir(publishDir, 1, "code of this deployment")).toBe(
      join(publishDir, "revisions", "12", "client"),
    );
    expect(builtRevisionDir(publishDir, 2, "code of the next deployment")).toBeNull();
    expect(builtRevisionDir(publishDir, 3, "code of this deployment")).toBeNull();

    // A build stopped at its time limit: nothing of it is served or kept, and the reason says so.
    const hasty = publisherWith(1_000, live);
    siteNames.push("Gamma Works");
    const failed = await hasty.publish(await content).finished;
    expect(failed.state).toBe("failed");
    expect(failed.failure).toMatchObject({ kind: "timeout", limitMs: 1_000 });
    expect(failed.steps.at(-1)?.endedMs).not.toBeNull();
    expect(hasty.status().last?.failure?.kind).toBe("timeout");
    expect((await request(url, "/about")).text).toContain("Beta Works");
    expect(revisionFolders(publishDir)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);

    // The server stopping stops the build it runs: nothing of it is served or kept.
    const stopped = publisher.publish(await content);
    await waitFor(() => publisher.status().running?.steps.length === 1, "the publish to start");
    await publisher.stop();
    expect((await stopped.finished).failure).toEqual({ kind: "stopped" });
    expect((await request(url, "/about")).text).toContain("Beta Works");
    expect(revisionFolders(publishDir)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});
