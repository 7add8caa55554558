import type { IncomingHttpHeaders } from "node:http";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityManifestPath } from "../build-layout.ts";
import type { SecurityManifest } from "./security-policy.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const HOME_HASH = "sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde=";
const SERVICES_HASH = "sha256-ZyXwVuTsRqPoNmLkJiHgFeDcBa9876543210+/edcba=";
const NOT_FOUND_HASH = "sha256-NotFound0123456789NotFound0123456789+/abc=";

function expectDocumentPolicy(headers: IncomingHttpHeaders, scriptSrc: string): void {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain(`script-src ${scriptSrc};`);
  for (const directive of [
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain("unsafe-inline");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
}

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    const staticDir = await createFixtureSite();
    const manifest: SecurityManifest = {
      pages: {
        "index.html": [HOME_HASH],
        "services/index.html": [SERVICES_HASH],
        "404.html": [NOT_FOUND_HASH],
      },
    };
    writeFileSync(securityManifestPath(staticDir), JSON.stringify(manifest));
    server = await startTestServer({
      staticDir,
      database: { kind: "sqlite", file: join(makeTempDir("security-db"), "submissions.sqlite") },
    });
  });
  afterAll(async () => {
    await server.stop();
    removeTempDirs();
  });

  it.each([
    ["/", HOME_HASH],
    ["/services", SERVICES_HASH],
    ["/no-such-page", NOT_FOUND_HASH],
  ])("%s is sent a policy that allows its own inline scripts and no other page's", async (path, hash) => {
    const { headers } = await request(server.url, path);
    expectDocumentPolicy(headers, `'self' '${hash}'`);
    for (const other of [HOME_HASH, SERVICES_HASH, NOT_FOUND_HASH].filter(
      (candidate) => candidate !== hash,
    )) {
      expect(headers["content-security-policy"]).not.toContain(other);
    }
  });

  it("a page the server renders itself allows no inline script", async () => {
    expectDocumentPolicy((await request(server.url, "/healthz")).headers, "'self'");
    const answer = await request(server.url, "/success.html", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form-name=contact&fullName=&email=nope&message=",
    });
    expect(answer.status).toBe(400);
    expectDocumentPolicy(answer.headers, "'self'");
  });

  it("a file a page fetches carries the headers that apply to it, and a policy that allows nothing", async () => {
    for (const path of ["/assets/root-Bx7k2q.css", "/flags/3x2/AE.svg"]) {
      const { headers } = await request(server.url, path);
      expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Framing, referrer and feature rules govern documents; a style sheet or a flag has none to protect.
      expect(headers["x-frame-options"]).toBeUndefined();
      expect(headers["permissions-policy"]).toBeUndefined();
    }
  });
});
