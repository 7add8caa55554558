import { createHash } from "node:crypto";
import type { ImagePurpose } from "../../app/lib/image-variants.ts";
import type { UploadProblem } from "../../app/lib/upload-limits.ts";
import type { StoredUpload, UploadStore } from "../store/upload-store.ts";
import { convertImage } from "./convert-image.ts";
import type { UploadsFolder } from "./uploads-folder.ts";

interface Upload {
  bytes: Uint8Array;
  /** The type the browser sent; the bytes decide, this only words a refusal. */
  declaredType: string;
  purpose: ImagePurpose;
  by: { id: number; email: string };
}

export type UploadResult = { ok: true; image: StoredUpload } | { ok: false; problem: UploadProblem };

export interface Uploads {
  /** Checks, converts and keeps an upload; the same file for the same purpose is converted once. */
  accept(upload: Upload): Promise<UploadResult>;
}

/** An image's id: what it is for and its bytes, hashed; 128 bits name it beyond any collision. */
export function imageId(purpose: ImagePurpose, bytes: Uint8Array): string {
  return createHash("sha256").update(purpose).update("\n").update(bytes).digest("hex").slice(0, 32);
}

/**
 * Uploads (decision 036): converted once, at upload, into the folder, then
 * recorded. An image already recorded whose folder is there is given back as
 * it is; the same image sent twice at once is converted by the first request
 * and awaited by the second.
 */
export function createUploads(folder: UploadsFolder, store: UploadStore, now: () => Date): Uploads {
  const converting = new Map<string, Promise<UploadResult>>();

  const convertAndKeep = async (id: string, upload: Upload): Promise<UploadResult> => {
    const conversion = await convertImage(upload.bytes, upload.declaredType, upload.purpose);
    if (!conversion.ok) return conversion;
    const { image } = conversion;
    // The files first: a record never names a folder that is not there.
    await folder.write(id, image.variants);
    const stored = await store.add({
      id,
      purpose: upload.purpose,
      width: image.width,
      height: image.height,
      variants: image.variants.map(({ width, height, format, bytes }) => ({
        width,
        height,
        format,
        bytes: bytes.length,
      })),
      uploadedBy: upload.by,
      uploadedAt: now().toISOString(),
    });
    return { ok: true, image: stored };
  };

  return {
    async accept(upload) {
      const id = imageId(upload.purpose, upload.bytes);
      const known = await store.find(id);
      if (known !== null && folder.has(id)) return { ok: true, image: known };
      const running = converting.get(id);
      if (running !== undefined) return running;
      const result = convertAndKeep(id, upload).finally(() => converting.delete(id));
      converting.set(id, result);
      return result;
    },
  };
}
