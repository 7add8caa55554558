import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { createServerKeys } from "./server-keys.ts";
import { loadServerSecret } from "./server-secret.ts";

describe("the server secret", () => {
  afterAll(removeTempDirs);

  it("is made at the first start in an owner-only file beside the database, and read again at the next", () => {
    const file = join(makeTempDir("secret"), "data", "server-secret");
    const first = loadServerSecret({ kind: "file", file });
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, "utf8").trim(), "base64url").equals(first)).toBe(true);
    // Copied with a careless mode: made owner-only again, the same key.
    chmodSync(file, 0o644);
    expect(loadServerSecret({ kind: "file", file }).equals(first)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = loadServerSecret({ kind: "file", file: join(makeTempDir("secret"), "server-secret") });
    expect(other.equals(first)).toBe(false);
  });

  it("refuses a key file that holds no whole key, saying what to do", () => {
    const dir = makeTempDir("secret");
    const file = join(dir, "server-secret");
    loadServerSecret({ kind: "file", file });
    chmodSync(file, 0o600);
    writeFileSync(file, "short\n");
    expect(() => loadServerSecret({ kind: "file", file })).toThrow(
      /fewer than 32 bytes: restore it from a backup, or delete it/,
    );
  });

  it("derives one key per use, the same for every instance given the same secret", () => {
    const secret = Buffer.alloc(32, 1);
    const [one, two] = [createServerKeys(secret), createServerKeys(Buffer.from(secret))];
    expect(one.get("device-cookie").equals(two.get("device-cookie"))).toBe(true);
    expect(one.get("client-address").equals(one.get("device-cookie"))).toBe(false);
    expect(one.get("visitor").equals(one.get("client-address"))).toBe(false);
    expect(createServerKeys(Buffer.alloc(32, 2)).get("visitor").equals(one.get("visitor"))).toBe(false);
  });
});
