import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { viteManifestPath } from "../build-layout.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { FORM_TYPE, request } from "../../tests/server-support/http.ts";
import { invalidBody, postInTwoParts } from "../../tests/server-support/post-in-flight.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { loadServedSite } from "./served-site.ts";

/** The fixture build's stylesheet (tests/server-support/fixture-site.ts), and the second build's. */
const ORIGINAL_STYLESHEET = "/assets/root-Bx7k2q.css";
const PUBLISHED_STYLESHEET = "assets/root-Published1.css";

/** A second build: one page more, and a stylesheet of its own, which the server's pages link. */
async function createPublishedSite(): Promise<string> {
  const staticDir = await createFixtureSite();
  mkdirSync(join(staticDir, "published"));
  const page = "<!DOCTYPE html><title>Published</title><h1>Published</h1>";
  writeFileSync(join(staticDir, "published/index.html"), page);
  writeFileSync(join(staticDir, PUBLISHED_STYLESHEET), "body{color:black}");
  const manifestFile = viteManifestPath(staticDir);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { css: string[] }>;
  for (const chunk of Object.values(manifest)) chunk.css = [PUBLISHED_STYLESHEET];
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return staticDir;
}

describe("what the server serves, replaced while it runs", { timeout: 60_000 }, () => {
  afterAll(removeTempDirs);
  let server: TestServer | undefined;
  afterAll(async () => server?.stop());

  it("answers the next request from the replacement, one in flight from the site it began with", async () => {
    const staticDir = await createFixtureSite();
    const published = await loadServedSite(await createPublishedSite());
    const database = { kind: "sqlite", file: join(makeTempDir("sqlite"), "submissions.sqlite") } as const;
    server = await startTestServer({ staticDir, database });
    const url = server.url;

    expect((await request(url, "/published")).status).toBe(404);
    const postInvalid = () =>
      request(url, "/success.html", { method: "POST", headers: FORM_TYPE, body: invalidBody });
    const before = await postInvalid();
    expect(before.status).toBe(400);
    expect(before.text).toContain(`href="${ORIGINAL_STYLESHEET}"`);

    // Each request reads what is served once: counting the reads tells when the post in flight has.
    const holder = server.served;
    const read = holder.current;
    let reads = 0;
    holder.current = () => {
      reads += 1;
      return read();
    };
    const inFlight = postInTwoParts(url, invalidBody);
    await inFlight.started;
    await waitFor(() => reads === 1, "the post in flight to reach the app");
    holder.replace(published);

    const page = await request(url, "/published");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1>Published</h1>");
    const after = await postInvalid();
    expect(after.status).toBe(400);
    expect(after.text).toContain(`href="/${PUBLISHED_STYLESHEET}"`);

    const answeredInFlight = await inFlight.finish();
    expect(answeredInFlight).toContain(`href="${ORIGINAL_STYLESHEET}"`);
    expect(answeredInFlight).not.toContain(PUBLISHED_STYLESHEET);
  });
});
