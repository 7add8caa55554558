import type { ImageFormat, ImagePurpose } from "../../app/lib/image-variants.ts";
import { toIso } from "./driver-values.ts";
import type { Database } from "./open-database.ts";

interface UploadVariant {
  width: number;
  height: number;
  format: ImageFormat;
  /** Its file's size. */
  bytes: number;
}

/** An uploaded image as recorded: its files are in the uploads folder under `id`. */
export interface StoredUpload {
  id: string;
  purpose: ImagePurpose;
  width: number;
  height: number;
  variants: readonly UploadVariant[];
  uploadedBy: { id: number; email: string };
  /** ISO 8601. */
  uploadedAt: string;
}

export interface UploadStore {
  /** Records an image once: the same id again (the same bytes for the same purpose) gives back the first record. */
  add(upload: StoredUpload): Promise<StoredUpload>;
  /** The record of an id; null when nothing was uploaded under it. */
  find(id: string): Promise<StoredUpload | null>;
}

/** The images staff uploaded (decision 036): what each is, its variants, who uploaded it and when. */
export function createUploadStore(database: Database): UploadStore {
  const find = async (id: string): Promise<StoredUpload | null> => {
    const row = await database.db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
    if (row === undefined) return null;
    return {
      id: row.id,
      purpose: row.purpose,
      width: row.width,
      height: row.height,
      variants: JSON.parse(row.variants) as UploadVariant[],
      uploadedBy: { id: row.uploaded_by_id, email: row.uploaded_by },
      uploadedAt: toIso(row.uploaded_at),
    };
  };
  return {
    async add(upload) {
      await database.db
        .insertInto("uploads")
        .values({
          id: upload.id,
          purpose: upload.purpose,
          width: upload.width,
          height: upload.height,
          variants: JSON.stringify(upload.variants),
          uploaded_by_id: upload.uploadedBy.id,
          uploaded_by: upload.uploadedBy.email,
          uploaded_at: upload.uploadedAt,
        })
        // Two people uploading the same file at once: the first record stands, and both get it.
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      const stored = await find(upload.id);
      if (stored === null) throw new Error(`upload ${upload.id} was not recorded`);
      return stored;
    },
    find,
  };
}
