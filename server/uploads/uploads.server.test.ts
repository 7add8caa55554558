import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeEachBackend } from "../../tests/server-support/backends.ts";
import { makeTempDir } from "../../tests/server-support/temp-dir.ts";
import { useTestDatabases } from "../../tests/server-support/test-databases.ts";
import { flatPng, photoJpeg } from "../../tests/test-images.ts";
import { createUploadStore } from "../store/upload-store.ts";
import { openUploadsFolder } from "./uploads-folder.ts";
import { createUploads, imageId, type UploadResult } from "./uploads.ts";

const LAYLA = { id: 1, email: "layla@dunecrest.example" };
const T = new Date("2026-11-28T09:00:00.000Z");

function accepted(result: UploadResult) {
  if (!result.ok) throw new Error(`refused: ${result.problem.kind}`);
  return result.image;
}

/** Every file under the folder, with when it was last written: a conversion rewrites them. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: path.slice(dir.length), written: statSync(path).mtimeMs, inode: statSync(path).ino };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

describeEachBackend("uploads", (backend) => {
  const databases = useTestDatabases(backend);
  const setUp = async () => {
    const database = await databases.fresh();
    const dir = makeTempDir("uploads");
    let now = T;
    const uploads = createUploads(await openUploadsFolder(dir), createUploadStore(database), () => now);
    return { database, dir, uploads, later: () => (now = new Date(now.getTime() + 60_000)) };
  };

  it("keeps an upload's variants in a folder named by its content hash, recorded with its size, variants, who and when", async () => {
    const { database, dir, uploads } = await setUp();
    const bytes = await photoJpeg({ width: 900, height: 600 });
    const image = accepted(
      await uploads.accept({ bytes, declaredType: "image/jpeg", purpose: "team-photo", by: LAYLA }),
    );
    expect(image).toEqual({
      id: imageId("team-photo", bytes),
      purpose: "team-photo",
      width: 600,
      height: 600,
      variants: expect.arrayContaining([
        { width: 160, height: 160, format: "avif", bytes: expect.any(Number) },
      ]),
      uploadedBy: LAYLA,
      uploadedAt: T.toISOString(),
    });
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    expect(filesIn(dir).map(({ path }) => path)).toEqual(
      ["128", "160", "64", "80"].flatMap((width) => [
        `/${image.id}/${width}.avif`,
        `/${image.id}/${width}.webp`,
      ]),
    );
    for (const variant of image.variants)
      expect(statSync(join(dir, image.id, `${variant.width}.${variant.format}`)).size).toBe(variant.bytes);
    const rows = await database.db.selectFrom("uploads").select(["id", "purpose", "uploaded_by"]).execute();
    expect(rows).toEqual([{ id: image.id, purpose: "team-photo", uploaded_by: LAYLA.email }]);
  });

  it("converts the same upload once: sent again, later or at the same moment, it is the first record and the first files", async () => {
    const { database, dir, uploads, later } = await setUp();
    const bytes = await flatPng(300, 100);
    const upload = { bytes, declaredType: "image/png", purpose: "partner-logo" as const, by: LAYLA };
    const [first, second] = await Promise.all([uploads.accept(upload), uploads.accept(upload)]);
    expect(accepted(second)).toEqual(accepted(first));
    const files = filesIn(dir);
    later();
    expect(
      accepted(await uploads.accept({ ...upload, by: { id: 2, email: "omar@dunecrest.example" } })),
    ).toEqual(accepted(first));
    expect(filesIn(dir)).toEqual(files);
    expect(await database.db.selectFrom("uploads").select("id").execute()).toHaveLength(1);
  });

  it("converts the same file again for another purpose, cut to that purpose's shape", async () => {
    const { uploads } = await setUp();
    const bytes = await photoJpeg({ width: 960, height: 720 });
    const photo = accepted(
      await uploads.accept({ bytes, declaredType: "image/jpeg", purpose: "team-photo", by: LAYLA }),
    );
    const study = accepted(
      await uploads.accept({ bytes, declaredType: "image/jpeg", purpose: "case-study-image", by: LAYLA }),
    );
    expect(study.id).not.toBe(photo.id);
    expect([photo.width, photo.height, study.width, study.height]).toEqual([720, 720, 960, 640]);
  });

  it("keeps nothing of a refused upload: no record, no folder", async () => {
    const { database, dir, uploads } = await setUp();
    const result = await uploads.accept({
      bytes: await flatPng(100, 100),
      declaredType: "image/png",
      purpose: "team-photo",
      by: LAYLA,
    });
    expect(result).toEqual({ ok: false, problem: expect.objectContaining({ kind: "small" }) });
    expect(readdirSync(dir)).toEqual([]);
    expect(await database.db.selectFrom("uploads").select("id").execute()).toEqual([]);
  });

  it("converts again an image whose folder was lost (a restore of the database without the folder)", async () => {
    const { dir, uploads } = await setUp();
    const upload = {
      bytes: await flatPng(300, 100),
      declaredType: "image/png",
      purpose: "partner-logo" as const,
      by: LAYLA,
    };
    const image = accepted(await uploads.accept(upload));
    const folder = join(dir, image.id);
    rmSync(folder, { recursive: true });
    expect(accepted(await uploads.accept(upload))).toEqual(image);
    expect(readdirSync(folder).sort()).toEqual(["120.avif", "120.webp", "240.avif", "240.webp"]);
  });
});

it("sweeps what a stopped process left half-written an hour ago, and leaves a write in progress alone", async () => {
  const dir = makeTempDir("uploads");
  const stale = join(dir, ".incoming-stale");
  const fresh = join(dir, ".incoming-fresh");
  mkdirSync(stale);
  mkdirSync(fresh);
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(stale, twoHoursAgo, twoHoursAgo);
  await openUploadsFolder(dir);
  expect(existsSync(stale)).toBe(false);
  expect(existsSync(fresh)).toBe(true);
});
