import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureFiles, createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const MEDIA_ID = "0123456789abcdef0123456789abcdef";

describe("static files", () => {
  let server: TestServer;
  let url: string;
  // Over the in-memory limit, so it streams from disk.
  const bigFile = randomBytes(1536 * 1024);
  beforeAll(async () => {
    const staticDir = await createFixtureSite();
    writeFileSync(join(staticDir, "assets/brochure-Q1w2e3.pdf"), bigFile);
    mkdirSync(join(staticDir, "media", MEDIA_ID), { recursive: true });
    writeFileSync(join(staticDir, "media", MEDIA_ID, "160.avif"), "an AVIF image");
    server = await startTestServer({
      staticDir,
      database: { kind: "sqlite", file: join(makeTempDir("static-db"), "submissions.sqlite") },
    });
    url = server.url;
  });
  afterAll(async () => {
    await server.stop();
    removeTempDirs();
  });

  it.each([
    ["/", "index.html"],
    ["/index.html", "index.html"],
    ["/services", "services/index.html"],
    ["/services/", "services/index.html"],
    ["/about", "about/index.html"],
    ["/contact/", "contact/index.html"],
    ["/faq", "faq/index.html"],
    ["/privacy-policy", "privacy-policy/index.html"],
    ["/terms/", "terms/index.html"],
    ["/success.html", "success.html"],
    ["/services?utm_source=newsletter", "services/index.html"],
  ])("serves %s from %s", async (path, file) => {
    const response = await request(url, path);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.text).toBe(fixtureFiles[file]);
  });

  it("caches hashed assets for a year and other files for an hour", async () => {
    const css = await request(url, "/assets/root-Bx7k2q.css");
    expect(css.status).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const flag = await request(url, "/flags/3x2/AE.svg");
    expect(flag.headers["content-type"]).toBe("image/svg+xml");
    expect(flag.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await request(url, "/favicon.ico")).headers["content-type"]).toBe("image/x-icon");
  });

  it("serves an uploaded image the build copied under /media/ as the image it is, cached for good: its folder is its hash", async () => {
    const image = await request(url, `/media/${MEDIA_ID}/160.avif`);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/avif");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("streams large files from disk", async () => {
    const response = await request(url, "/assets/brochure-Q1w2e3.pdf");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(Number(response.headers["content-length"])).toBe(bigFile.byteLength);
    expect(response.body.equals(bigFile)).toBe(true);
    const head = await request(url, "/assets/brochure-Q1w2e3.pdf", { method: "HEAD" });
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(bigFile.byteLength);
  });

  it("chooses the precompressed twin the client accepts", async () => {
    const original = fixtureFiles["index.html"];
    const br = await request(url, "/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString()).toBe(original);

    const gzip = await request(url, "/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(original);

    const refusedBr = await request(url, "/", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0.5" } });
    expect(refusedBr.headers["content-encoding"]).toBe("gzip");

    const identity = await request(url, "/");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["vary"]).toBe("Accept-Encoding");
    expect(identity.text).toBe(original);
  });

  it("answers a matching ETag with 304, per encoding", async () => {
    const first = await request(url, "/services", { headers: { "Accept-Encoding": "br" } });
    const etag = String(first.headers["etag"]);
    expect(etag).toMatch(/^".+"$/);
    const again = await request(url, "/services/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers["etag"]).toBe(etag);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(
      (
        await request(url, "/services", {
          headers: { "If-None-Match": `W/${etag}`, "Accept-Encoding": "br" },
        })
      ).status,
    ).toBe(304);
    // The gzip twin is a different representation with its own validator.
    const gzip = await request(url, "/services", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": etag },
    });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["etag"]).not.toBe(etag);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await request(url, "/about");
    const head = await request(url, "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of ["content-type", "content-length", "etag", "cache-control", "vary"]) {
      expect(head.headers[name]).toBe(get.headers[name]);
    }
    expect((await request(url, "/success.html", { method: "HEAD" })).status).toBe(200);
  });

  it("serves the not-found page with status 404 for any unknown path", async () => {
    for (const path of ["/nope", "/services/nope", "/404.html", "/404", "/success.html/", "/assets/"]) {
      const response = await request(url, path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toBe(fixtureFiles["404.html"]);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    expect((await request(url, "/missing", { method: "HEAD" })).status).toBe(404);
  });

  it("serves the Arabic not-found page for unknown paths under /ar/, and the Arabic pages by their clean URLs", async () => {
    for (const path of ["/ar/nope", "/ar/services/nope", "/ar/404.html", "/ar/404"]) {
      const response = await request(url, path);
      expect(response.status, path).toBe(404);
      expect(response.text, path).toBe(fixtureFiles["ar/404.html"]);
    }
    // A path that only starts with the letters of the prefix is not Arabic.
    expect((await request(url, "/arabic")).text).toBe(fixtureFiles["404.html"]);
    for (const path of ["/ar", "/ar/"])
      expect((await request(url, path)).text, path).toBe(fixtureFiles["ar/index.html"]);
    expect((await request(url, "/ar/success.html")).text).toBe(fixtureFiles["ar/success.html"]);
  });

  it.each([
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "/..\\secret.txt",
    "//etc/passwd",
    "/.env",
    "/%2eenv",
    "/assets/root-Bx7k2q.css.br",
    "/index.html%00.png",
  ])("lets nothing outside the build, nor hidden files, out: %s", async (path) => {
    const response = await request(url, path);
    // Node's HTTP parser refuses some of these (400) before they reach us.
    expect([400, 404]).toContain(response.status);
    expect(response.text).not.toContain("outside the build");
    expect(response.text).not.toContain("do-not-serve");
    expect(response.text).not.toContain("root:");
  });

  it("reads encoded and dot-segment paths as a URL parser does", async () => {
    expect((await request(url, "/serv%69ces")).text).toBe(fixtureFiles["services/index.html"]);
    expect((await request(url, "/services/%2e%2e/about")).text).toBe(fixtureFiles["about/index.html"]);
    const backslash = await request(url, "/assets\\root-Bx7k2q.css");
    expect(backslash.status).toBe(400);
    expect(backslash.body.byteLength).toBe(0);
    expect(backslash.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a target with a host no URL parser accepts with 400, and keeps serving", async () => {
    for (const target of ["http://x:99999/", "http://[bad/", "http://%zz/"]) {
      expect((await request(url, target)).status).toBe(400);
    }
    expect((await request(url, "/")).status).toBe(200);
  });

  it("refuses other methods on pages with 405 and an Allow header", async () => {
    const response = await request(url, "/about", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers["allow"]).toBe("GET, HEAD");
    expect((await request(url, "/nowhere", { method: "POST" })).status).toBe(404);
  });

  it("reports health and logs one line per request", async () => {
    const health = await request(url, "/healthz");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    expect(server.logs.at(-1)).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
    await request(url, "/services/");
    await request(url, "/nope", { method: "HEAD" });
    await request(url, "/about", { method: "DELETE" });
    expect(server.logs.slice(-3)).toMatchObject([
      { method: "GET", path: "/services/", status: 200 },
      { method: "HEAD", path: "/nope", status: 404 },
      { method: "DELETE", path: "/about", status: 405 },
    ]);
  });
});
