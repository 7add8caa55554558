import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityManifestPath } from "../build-layout.ts";
import { createFixtureSite } from "../../tests/server-support/fixture-site.ts";
import { request } from "../../tests/server-support/http.ts";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { startTestServer, type TestServer } from "../../tests/server-support/test-server.ts";

const HASH = "sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde=";

describe("security headers", () => {
  let server: TestServer;
  beforeAll(async () => {
    const staticDir = await createFixtureSite();
    writeFileSync(securityManifestPath(staticDir), JSON.stringify({ scriptHashes: [HASH] }));
    server = await startTestServer({
      staticDir,
      database: { kind: "sqlite", file: join(makeTempDir("security-db"), "submissions.sqlite") },
    });
  });
  afterAll(async () => {
    await server.stop();
    removeTempDirs();
  });

  it.each(["/", "/services", "/assets/root-Bx7k2q.css", "/no-such-page", "/healthz"])("are sent with %s", async (path) => {
    const { headers } = await request(server.url, path);
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`script-src 'self' '${HASH}'`);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("unsafe-inline");
    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("are sent with the form's answers too", async () => {
    const response = await request(server.url, "/success.html", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "form-name=contact&fullName=&email=nope&message=",
    });
    expect(response.status).toBe(400);
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});
