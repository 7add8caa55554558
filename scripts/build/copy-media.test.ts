import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir, removeTempDirs } from "../../tests/server-support/temp-dir.ts";
import { copyMedia } from "./copy-media.ts";

const SHOWN = "0123456789abcdef0123456789abcdef";
const OTHER = "fedcba9876543210fedcba9876543210";
const image = (id: string) => ({ id, width: 600, height: 600, alt: "Layla Haddad" });

function folders(team: unknown) {
  const contentDir = makeTempDir("content");
  const mediaDir = makeTempDir("media");
  const staticDir = makeTempDir("static");
  writeFileSync(join(contentDir, "team.json"), JSON.stringify(team));
  for (const id of [SHOWN, OTHER]) {
    mkdirSync(join(mediaDir, id));
    for (const file of ["64.avif", "64.webp"]) writeFileSync(join(mediaDir, id, file), file);
  }
  return { contentDir, mediaDir, staticDir };
}

describe("copying the content's media into the static folder", () => {
  afterAll(removeTempDirs);

  it("copies the variants of every image the content shows, in both languages, and of no other", async () => {
    const dirs = folders({
      en: { members: [{ name: "Layla", photo: image(SHOWN) }, { name: "Omar", photo: null }] },
      ar: { members: [{ name: "ليلى", photo: image(SHOWN) }, { name: "عمر", photo: null }] },
    });
    expect(await copyMedia(dirs)).toBe(`media: 1 images the content shows (2 files) copied from ${dirs.mediaDir}`);
    expect(readdirSync(join(dirs.staticDir, "media"))).toEqual([SHOWN]);
    expect(readdirSync(join(dirs.staticDir, "media", SHOWN)).sort()).toEqual(["64.avif", "64.webp"]);
  });

  it("fails the build naming the content file and the image the media folder lacks", async () => {
    const missing = "00000000000000000000000000000000";
    const dirs = folders({ en: { members: [{ photo: image(missing) }] }, ar: { members: [{ photo: image(missing) }] } });
    await expect(copyMedia(dirs)).rejects.toThrow(
      new RegExp(`team\\.json shows the image ${missing}, which is not in ${dirs.mediaDir}`),
    );
  });
});
