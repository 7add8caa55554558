import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { codeDigest } from "./code-digest.ts";

function project(): string {
  const root = makeTempDir("project");
  for (const folder of ["app/routes", "server", "content"])
    mkdirSync(join(root, folder), { recursive: true });
  writeFileSync(join(root, "app/routes/home.tsx"), "export default 1;\n");
  writeFileSync(join(root, "package-lock.json"), "{}\n");
  writeFileSync(join(root, "content/team.json"), '{"en":{}}\n');
  return root;
}

describe("the digest of the code that builds the site", () => {
  afterAll(removeTempDirs);

  it("changes with the code and the lockfile, not with the content files", async () => {
    const root = project();
    const first = await codeDigest(root);
    expect(await codeDigest(root)).toBe(first);

    writeFileSync(join(root, "content/team.json"), '{"en":{"members":[]}}\n');
    expect(await codeDigest(root)).toBe(first);

    writeFileSync(join(root, "app/routes/home.tsx"), "export default 2;\n");
    const changed = await codeDigest(root);
    expect(changed).not.toBe(first);

    writeFileSync(join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
    expect(await codeDigest(root)).not.toBe(changed);
  });

  it("stays the same when only content changes, articles included: published content comes from the database", async () => {
    const root = project();
    const first = await codeDigest(root);
    mkdirSync(join(root, "content/articles/a-new-one"), { recursive: true });
    writeFileSync(join(root, "content/articles/a-new-one/en.md"), "---\ntitle: New\n---\nBody\n");
    writeFileSync(join(root, "content/article-topics.json"), '{"en":[]}\n');
    expect(await codeDigest(root)).toBe(first);
  });
});
