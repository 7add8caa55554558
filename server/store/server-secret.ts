import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";
import type { ServerSecretSource } from "../config.ts";

/** Bytes of a secret the server makes for itself; a setting must give at least as many. */
const SERVER_SECRET_BYTES = 32;

const OWNER_ONLY = 0o600;

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}

/** Reads the key file, made owner-only should its mode have been widened. */
function readKeyFile(file: string): Buffer {
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, OWNER_ONLY);
  const secret = Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  if (secret.length < SERVER_SECRET_BYTES) {
    throw new Error(
      `The server secret file ${file} holds fewer than ${SERVER_SECRET_BYTES} bytes: restore it from a backup, or delete it to make a new one (every device cookie and today's visitor matching then start afresh).`,
    );
  }
  return secret;
}

/**
 * The secret that keys every stored derivative of a client's address and the
 * device cookies (decision 027): the SERVER_SECRET setting, or with SQLite a
 * file beside the database, made owner-only at the first start. Written
 * whole, then linked into place, so two processes starting at once read the same key.
 */
export function loadServerSecret(source: ServerSecretSource): Buffer {
  if (source.kind === "setting") return source.value;
  try {
    return readKeyFile(source.file);
  } catch (error) {
    if (!isCode(error, "ENOENT")) throw error;
  }
  mkdirSync(dirname(source.file), { recursive: true });
  // Written whole to a file of our own, then linked into place: another process never reads half a key.
  const draft = `${source.file}.${process.pid}.new`;
  const fd = openSync(draft, "wx", OWNER_ONLY);
  try {
    writeSync(fd, `${randomBytes(SERVER_SECRET_BYTES).toString("base64url")}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, source.file);
  } catch (error) {
    if (!isCode(error, "EEXIST")) throw error;
  } finally {
    unlinkSync(draft);
  }
  return readKeyFile(source.file);
}
