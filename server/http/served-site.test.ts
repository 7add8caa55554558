import { request as httpRequest } from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { viteManifestPath } from "../build-layout.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { FORM_TYPE, request, validFields } from "../../tests/server-support/http.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";
import { waitFor } from "../../tests/server-support/wait-for.ts";
import { loadServedSite } from "./served-site.ts";

/** The fixture build's stylesheet (tests/server-support/fixture-site.ts), and the second build's. */
const ORIGINAL_STYLESHEET = "/assets/root-Bx7k2q.css";
const PUBLISHED_STYLESHEET = "assets/root-Published1.css";

/** A second build: one page more, and a stylesheet of its own, which the server's pages link in their head. */
async function createPublishedSite(): Promise<string> {
  const staticDir = await createFixtureSite();
  mkdirSync(join(staticDir, "published"));
  writeFileSync(join(staticDir, "published/index.html"), "<!DOCTYPE html><title>Published</title><h1>Published</h1>");
  writeFileSync(join(staticDir, PUBLISHED_STYLESHEET), "body{color:black}");
  const manifest = JSON.parse(readFileSync(viteManifestPath(staticDir), "utf8")) as Record<string, { css: string[] }>;
  for (const chunk of Object.values(manifest)) chunk.css = [PUBLISHED_STYLESHEET];
  writeFileSync(viteManifestPath(staticDir), JSON.stringify(manifest));
  return staticDir;
}

/** The form posted with a broken address: the 400 answer page, rendered by the server with the site's head. */
const invalidBody = new URLSearchParams({ ...validFields, email: "broken" }).toString();

/** Sends a post's headers and half its body, and the rest when `finish` is called: the request is in flight between. */
function postInTwoParts(baseUrl: string, body: string): { started: Promise<void>; finish(): Promise<string> } {
  const url = new URL(baseUrl);
  const half = Math.floor(body.length / 2);
  const req = httpRequest({
    host: url.hostname,
    port: url.port,
    path: "/success.html",
    method: "POST",
    headers: { ...FORM_TYPE, "Content-Length": String(Buffer.byteLength(body)) },
    agent: false,
  });
  const answered = new Promise<string>((resolve, reject) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  const started = new Promise<void>((resolve) => req.write(body.slice(0, half), () => resolve()));
  return {
    started,
    finish: async () => {
      req.end(body.slice(half));
      return answered;
    },
  };
}

describe("what the server serves, replaced while it runs", { timeout: 60_000 }, () => {
  afterAll(removeTempDirs);
  let server: TestServer | undefined;
  afterAll(async () => server?.stop());

  it("answers the next request from the replacement, and a request in flight from the site it started with", async () => {
    const staticDir = await createFixtureSite();
    const published = await loadServedSite(await createPublishedSite());
    server = await startTestServer({ staticDir, database: { kind: "sqlite", file: join(makeTempDir("sqlite"), "submissions.sqlite") } });
    const url = server.url;

    expect((await request(url, "/published")).status).toBe(404);
    const before = await request(url, "/success.html", { method: "POST", headers: FORM_TYPE, body: invalidBody });
    expect(before.status).toBe(400);
    expect(before.text).toContain(`href="${ORIGINAL_STYLESHEET}"`);

    // Each request reads what is served once: counting the reads tells when the post in flight has read its own.
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
    const after = await request(url, "/success.html", { method: "POST", headers: FORM_TYPE, body: invalidBody });
    expect(after.status).toBe(400);
    expect(after.text).toContain(`href="/${PUBLISHED_STYLESHEET}"`);

    const answeredInFlight = await inFlight.finish();
    expect(answeredInFlight).toContain(`href="${ORIGINAL_STYLESHEET}"`);
    expect(answeredInFlight).not.toContain(PUBLISHED_STYLESHEET);
  });
});
