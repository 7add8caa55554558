import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { sessionTokenIn } from "../auth/inbox-cookies.ts";
import type { InboxEnv } from "../inbox/inbox-context.ts";
import { createPublisher } from "../publish/publisher.ts";
import { endPreviewCookie, previewCookie } from "../publish/preview-cookie.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { repoContent } from "../../tests/server-support/repo-content.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { closeGracefully, createHttpServer, listen } from "./http-server.ts";
import { createPreviewSites } from "./preview-sites.ts";
import { holdServedSite, loadServedSite } from "./served-site.ts";

/** The session token the stand-in for the session store takes as an editor's. */
const EDITOR_TOKEN = "an-editors-session";

/** The cookie a browser sends back for a Set-Cookie value: its first part. */
const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("a preview build, served to an editor at the site's own paths", { timeout: 600_000 }, () => {
  afterAll(removeTempDirs);
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it("answers an editor's requests from the preview, everyone else's from the live site", async () => {
    const live = await createFixtureSite();
    const publisher = createPublisher({
      publishDir: makeTempDir("publish"),
      liveStaticDir: live,
      site: {
        load: () => Promise.reject(new Error("a preview never loads into the live site")),
        switchTo: () => {},
      },
      buildTimeoutMs: 300_000,
      buildEnv: () => ({ ...process.env, SITE_NAME: "Preview Works" }),
    });
    const job = await publisher.preview(await repoContent()).finished;
    expect(job.failure).toBeNull();
    const id = job.folder ?? 0;
    expect(publisher.previewDir(id)).not.toBeNull();

    const server = createHttpServer({
      served: holdServedSite(await loadServedSite(live)),
      inbox: new Hono<InboxEnv>(),
      handleForm: () => Promise.reject(new Error("no form here")),
      ping: async () => {},
      config: { host: "127.0.0.1", trustProxyHops: 0 },
      log: () => {},
      insights: null,
      previews: createPreviewSites({
        dirOf: (previewId) => publisher.previewDir(previewId),
        // Stands in for the session store: the gate is under test, not the sign-in.
        mayPreview: async (cookie) => sessionTokenIn(cookie) === EDITOR_TOKEN,
      }),
    });
    const { url } = await listen(server, 0, "127.0.0.1");
    stops.push(() => closeGracefully(server, 1_000));
    const about = (cookie?: string) =>
      request(url, "/about", cookie === undefined ? {} : { headers: { Cookie: cookie } });

    const editor = `inbox_session=${EDITOR_TOKEN}; ${sent(previewCookie(id, false))}`;
    const previewed = await about(editor);
    expect(previewed.status).toBe(200);
    expect(previewed.text).toContain("Preview Works");
    // The editor's preview page shows it in frames of this site; the live site may be framed by no one.
    expect(previewed.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(previewed.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // The preview's own scripts load for the editor, at their real paths.
    const scripts = [...previewed.text.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect((await request(url, src, { headers: { Cookie: editor } })).status, src).toBe(200);
    }

    // Without a session, with another session, with the preview turned off or gone: the live site.
    const visitors = [
      undefined,
      sent(previewCookie(id, false)),
      `inbox_session=someone-else; ${sent(previewCookie(id, false))}`,
      `inbox_session=${EDITOR_TOKEN}; ${sent(endPreviewCookie(false))}`,
      `inbox_session=${EDITOR_TOKEN}; ${sent(previewCookie(id + 1, false))}`,
    ];
    for (const cookie of visitors) {
      const page = await about(cookie);
      expect(page.status, cookie).toBe(200);
      expect(page.text, cookie).toContain("About Us | Dunecrest Digital");
      expect(page.text, cookie).not.toContain("Preview Works");
      expect(page.headers["content-security-policy"], cookie).toContain("frame-ancestors 'none'");
    }
  });
});
