import { timingSafeEqual } from "node:crypto";
import type { Selectable } from "kysely";
import { contactLimits, isEmailAddress } from "../../app/lib/contact-rules.ts";
import { checkPasswordRules, hashPassword, type PasswordProblem } from "../auth/passwords.ts";
import { newSetupCode, normaliseSetupCode, sha256Hex } from "../auth/tokens.ts";
import type { Database } from "./open-database.ts";
import type { UserRole, UsersTable } from "./schema.ts";
import { toCount, toIso } from "./driver-values.ts";
import { checkDisplayName, DuplicateNameError, nameKeys, plainName } from "./display-name.ts";
import { inTransaction, type Transaction } from "./transaction.ts";

/** How long a setup code may be used. */
export const SETUP_CODE_VALID_MS = 24 * 60 * 60 * 1000;

export interface User {
  id: number;
  email: string;
  role: UserRole;
  /** The display name, or the email while none is set: how mails, lists and timelines name the person. */
  name: string;
  /** May edit and publish the site: every owner, and a member an owner granted it to. */
  canEdit: boolean;
}

interface StoredUser extends User {
  /** argon2id; null until the person sets a password. */
  passwordHash: string | null;
  createdAt: string;
  /** The display name as set; null when none is. */
  displayName: string | null;
  /** Turned the morning digest off. */
  digestOff: boolean;
}

/** An account as the inbox lists it: whom a lead can be assigned to, who gets the digest. */
export interface Colleague {
  id: number;
  email: string;
  name: string;
  digestOff: boolean;
  /** Another account has the same name (one kept from before names were unique): it must be renamed. */
  nameClash: boolean;
}

/** An account whose name must change: it clashes with another's, or it is not a plain name (both only from before migration 0008). */
interface NameToChange {
  email: string;
  name: string;
  problem: "clash" | "notPlain";
}

export interface UserSummary {
  email: string;
  /** The display name as set; null when none is. */
  displayName: string | null;
  role: UserRole;
  /** May edit and publish the site (owners always). */
  canEdit: boolean;
  hasPassword: boolean;
  passkeys: number;
  createdAt: string;
}

/** A setup code just issued: shown once, stored only as its hash. */
export interface IssuedCode {
  user: User;
  setupCode: string;
  expiresAt: Date;
}

/** An unknown email gets "invalidCode" too, so the answer does not tell who has an account. */
type SetPasswordResult =
  { ok: true; user: User } | { ok: false; problem: "invalidCode" | "expired" | PasswordProblem };

/** Messages without the address, as they may reach a log. */
export class InvalidEmailError extends Error {
  constructor() {
    super("Not an email address.");
    this.name = "InvalidEmailError";
  }
}

export class DuplicateEmailError extends Error {
  constructor() {
    super("An account with this email already exists.");
    this.name = "DuplicateEmailError";
  }
}

export interface UserStore {
  /** Creates an account without a password and issues its setup code; throws InvalidEmailError, InvalidNameError, DuplicateNameError or DuplicateEmailError. */
  add(
    email: string,
    role: UserRole,
    now: Date,
    displayName?: string,
    rights?: { editor: boolean },
  ): Promise<IssuedCode>;
  /** Every account by name, for the assignee list and the digest. */
  colleagues(): Promise<Colleague[]>;
  /** Every account whose name an owner must have changed, oldest first. */
  namesToChange(): Promise<NameToChange[]>;
  /** Sets the display name (throws InvalidNameError, or DuplicateNameError when another account has it), or clears it with null; false for an unknown account. */
  setDisplayName(id: number, displayName: string | null): Promise<boolean>;
  /** Turns the morning digest off (or on again) for the account. */
  setDigestOff(id: number, off: boolean): Promise<void>;
  /**
   * Grants a member the right to edit and publish the site, or takes it back:
   * the account as it is now and whether this changed it, or null for an
   * unknown email. An owner's right comes with the role (OwnerRightError).
   */
  setEditor(email: string, editor: boolean): Promise<{ user: User; changed: boolean } | null>;
  /** Every account, oldest first. */
  list(): Promise<UserSummary[]>;
  findByEmail(email: string): Promise<StoredUser | null>;
  findById(id: number): Promise<StoredUser | null>;
  /** Deletes the account, and with it its sessions and passkeys; false when there was none. */
  remove(email: string): Promise<boolean>;
  /** Clears the password, deletes the passkeys, ends every session and issues a new setup code; null for an unknown email. */
  reset(email: string, now: Date): Promise<IssuedCode | null>;
  /** Spends a setup code on a password and ends every session of the account. */
  setPassword(email: string, code: string, password: string, now: Date): Promise<SetPasswordResult>;
}

export { DuplicateNameError, InvalidNameError } from "./display-name.ts";

export function nameOf(row: { email: string; display_name: string | null }): string {
  return row.display_name ?? row.email;
}

/** Owners have the editor right by their role; a member by an owner's grant. */
const canEditOf = (row: { role: UserRole; editor: number | string }) =>
  row.role === "owner" || Number(row.editor) === 1;

/** The columns an account is read from, wherever one is returned. */
const accountColumns = ["id", "email", "role", "display_name", "editor"] as const;

/** An account from its row (accountColumns), as every caller sees it. */
export function userOf(row: {
  id: number | string;
  email: string;
  role: UserRole;
  display_name: string | null;
  editor: number | string;
}): User {
  return { id: Number(row.id), email: row.email, role: row.role, name: nameOf(row), canEdit: canEditOf(row) };
}

/** An owner's editor right comes with the role: it cannot be granted or taken back on its own. */
export class OwnerRightError extends Error {
  constructor() {
    super("An owner always has the editor right.");
    this.name = "OwnerRightError";
  }
}

/** How account emails are compared and stored. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = [...accountColumns, "password_hash", "created_at", "digest_off"] as const;

type UserRow = Pick<Selectable<UsersTable>, (typeof userColumns)[number]>;

function fromRow(row: UserRow): StoredUser {
  return {
    ...userOf(row),
    passwordHash: row.password_hash,
    createdAt: toIso(row.created_at),
    displayName: row.display_name,
    digestOff: Number(row.digest_off) === 1,
  };
}

/** A fresh code and the columns that hold it. */
function issueCode(now: Date) {
  const setupCode = newSetupCode();
  const expiresAt = new Date(now.getTime() + SETUP_CODE_VALID_MS);
  // newSetupCode's output is canonical once its dashes go.
  const hash = sha256Hex(setupCode.replace(/-/g, ""));
  return {
    setupCode,
    expiresAt,
    columns: { setup_code_hash: hash, setup_code_expires_at: expiresAt.toISOString() },
  };
}

/** Two accounts' names are the same when either key is (display-name.ts). */
const sameName = (a: { folded: string; seen: string }, b: { folded: string; seen: string }) =>
  a.folded === b.folded || a.seen === b.seen;

/** A write refused by a name key's unique index: another instance took the name between our check and our write. */
function isNameKeyConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const constraint = "constraint" in error ? String(error.constraint) : "";
  return (
    /users_name(_seen)?_key/.test(constraint) ||
    /UNIQUE constraint failed: users\.name(_seen)?_key/.test(error.message)
  );
}

/**
 * The keys for a new name, checked against every other account's name in the
 * write's transaction (a name kept from before names were unique has no keys
 * stored, so the index alone cannot see it); throws DuplicateNameError.
 */
async function claimName(
  trx: Transaction,
  name: string | null,
  exceptId: number | null,
): Promise<{ name_key: string | null; name_seen_key: string | null }> {
  if (name === null) return { name_key: null, name_seen_key: null };
  const keys = nameKeys(name);
  const others = await trx
    .selectFrom("users")
    .select(["id", "display_name"])
    .where("display_name", "is not", null)
    .execute();
  if (
    others.some(
      (other) => Number(other.id) !== exceptId && sameName(keys, nameKeys(other.display_name ?? "")),
    )
  )
    throw new DuplicateNameError();
  return { name_key: keys.folded, name_seen_key: keys.seen };
}

/** Names kept without keys (they clashed) whose clash is gone take their keys again, so the index guards them too. */
async function adoptFreedNames(trx: Transaction): Promise<void> {
  const rows = await trx
    .selectFrom("users")
    .select(["id", "display_name", "name_key"])
    .where("display_name", "is not", null)
    .orderBy("id")
    .execute();
  for (const row of rows.filter((candidate) => candidate.name_key === null)) {
    const keys = nameKeys(row.display_name ?? "");
    if (rows.some((other) => other.id !== row.id && sameName(keys, nameKeys(other.display_name ?? ""))))
      continue;
    await trx
      .updateTable("users")
      .set({ name_key: keys.folded, name_seen_key: keys.seen })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Runs a write that sets a name, turning the index's refusal into DuplicateNameError. */
async function withNameCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameKeyConflict(error)) throw new DuplicateNameError();
    throw error;
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** What the account was given to sign in with, gone: sessions, and passkey registrations still under way. */
async function endSessions(trx: Transaction, userId: number): Promise<void> {
  await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  await trx.deleteFrom("auth_challenges").where("user_id", "=", userId).execute();
}

export function createUserStore(database: Database): UserStore {
  const { db } = database;
  const colleagues = async (): Promise<Colleague[]> => {
    const rows = await db.selectFrom("users").select(["id", "email", "display_name", "digest_off"]).execute();
    const keys = new Map(
      rows.flatMap((row) =>
        row.display_name === null ? [] : [[Number(row.id), nameKeys(row.display_name)] as const],
      ),
    );
    const clashes = (id: number) => {
      const mine = keys.get(id);
      return (
        mine !== undefined && [...keys].some(([other, theirs]) => other !== id && sameName(mine, theirs))
      );
    };
    return rows
      .map((row) => ({
        id: Number(row.id),
        email: row.email,
        name: nameOf(row),
        digestOff: Number(row.digest_off) === 1,
        nameClash: clashes(Number(row.id)),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id);
  };
  const findBy = async (column: "email" | "id", value: string | number) => {
    const row = await db.selectFrom("users").select(userColumns).where(column, "=", value).executeTakeFirst();
    return row === undefined ? null : fromRow(row);
  };

  return {
    async add(email, role, now, displayName, rights = { editor: false }) {
      const address = normaliseEmail(email);
      if (address.length > contactLimits.email.max || !isEmailAddress(address)) throw new InvalidEmailError();
      const name = displayName === undefined ? null : checkDisplayName(displayName);
      const { setupCode, expiresAt, columns } = issueCode(now);
      const row = await withNameCheck(() =>
        inTransaction(database, async (trx) =>
          trx
            .insertInto("users")
            .values({
              email: address,
              role,
              password_hash: null,
              ...columns,
              created_at: now.toISOString(),
              display_name: name,
              editor: rights.editor ? 1 : 0,
              ...(await claimName(trx, name, null)),
            })
            // One statement on both databases, and no constraint error to tell apart by dialect.
            .onConflict((conflict) => conflict.column("email").doNothing())
            .returning(accountColumns)
            .executeTakeFirst(),
        ),
      );
      if (row === undefined) throw new DuplicateEmailError();
      return {
        user: userOf(row),
        setupCode,
        expiresAt,
      };
    },

    colleagues,

    async namesToChange() {
      const [everyone, rows] = await Promise.all([
        colleagues(),
        db
          .selectFrom("users")
          .select(["id", "display_name"])
          .where("display_name", "is not", null)
          .orderBy("id")
          .execute(),
      ]);
      const byId = new Map(everyone.map((colleague) => [colleague.id, colleague]));
      return rows.flatMap((row): NameToChange[] => {
        const colleague = byId.get(Number(row.id));
        const name = row.display_name ?? "";
        if (colleague === undefined) return [];
        if (colleague.nameClash) return [{ email: colleague.email, name, problem: "clash" }];
        return plainName(name) === name ? [] : [{ email: colleague.email, name, problem: "notPlain" }];
      });
    },

    async setDisplayName(id, displayName) {
      const name = displayName === null ? null : checkDisplayName(displayName);
      const result = await withNameCheck(() =>
        inTransaction(database, async (trx) => {
          const updated = await trx
            .updateTable("users")
            .set({ display_name: name, ...(await claimName(trx, name, id)) })
            .where("id", "=", id)
            .executeTakeFirst();
          await adoptFreedNames(trx);
          return updated;
        }),
      );
      return Number(result.numUpdatedRows) > 0;
    },

    async setDigestOff(id, off) {
      await inTransaction(database, (trx) =>
        trx
          .updateTable("users")
          .set({ digest_off: off ? 1 : 0 })
          .where("id", "=", id)
          .execute(),
      );
    },

    async setEditor(email, editor) {
      return inTransaction(database, async (trx) => {
        const address = normaliseEmail(email);
        const row = await trx
          .selectFrom("users")
          .select(accountColumns)
          .where("email", "=", address)
          .executeTakeFirst();
        if (row === undefined) return null;
        if (row.role === "owner") throw new OwnerRightError();
        const value = editor ? 1 : 0;
        if (Number(row.editor) === value) return { user: userOf(row), changed: false };
        await trx.updateTable("users").set({ editor: value }).where("id", "=", row.id).execute();
        return { user: userOf({ ...row, editor: value }), changed: true };
      });
    },

    async list() {
      const rows = await db
        .selectFrom("users")
        .leftJoin("passkeys", "passkeys.user_id", "users.id")
        .select((eb) => [
          "users.email",
          "users.display_name",
          "users.role",
          "users.editor",
          "users.password_hash",
          "users.created_at",
          eb.fn.count<string | number>("passkeys.id").as("passkeys"),
        ])
        .groupBy([
          "users.id",
          "users.email",
          "users.display_name",
          "users.role",
          "users.editor",
          "users.password_hash",
          "users.created_at",
        ])
        .orderBy("users.created_at")
        .orderBy("users.id")
        .execute();
      return rows.map((row) => ({
        email: row.email,
        displayName: row.display_name,
        role: row.role,
        canEdit: canEditOf(row),
        hasPassword: row.password_hash !== null,
        passkeys: toCount(row.passkeys),
        createdAt: toIso(row.created_at),
      }));
    },

    findByEmail: (email) => findBy("email", normaliseEmail(email)),

    findById: (id) => findBy("id", id),

    async remove(email) {
      // Sessions, passkeys and challenges go with the row (ON DELETE CASCADE; SQLite has foreign_keys on).
      const result = await inTransaction(database, async (trx) => {
        const deleted = await trx
          .deleteFrom("users")
          .where("email", "=", normaliseEmail(email))
          .executeTakeFirst();
        await adoptFreedNames(trx);
        return deleted;
      });
      return Number(result.numDeletedRows) > 0;
    },

    async reset(email, now) {
      const { setupCode, expiresAt, columns } = issueCode(now);
      const user = await inTransaction(database, async (trx) => {
        const row = await trx
          .updateTable("users")
          .set({ password_hash: null, ...columns })
          .where("email", "=", normaliseEmail(email))
          .returning(accountColumns)
          .executeTakeFirst();
        if (row === undefined) return null;
        const user = userOf(row);
        await trx.deleteFrom("passkeys").where("user_id", "=", user.id).execute();
        await endSessions(trx, user.id);
        return user;
      });
      return user === null ? null : { user, setupCode, expiresAt };
    },

    async setPassword(email, code, password, now) {
      const canonical = normaliseSetupCode(code);
      const row = await db
        .selectFrom("users")
        .select([...accountColumns, "setup_code_hash", "setup_code_expires_at"])
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst();
      const storedHash = row?.setup_code_hash ?? null;
      if (
        row === undefined ||
        storedHash === null ||
        canonical === null ||
        !sameHash(storedHash, sha256Hex(canonical))
      ) {
        return { ok: false, problem: "invalidCode" };
      }
      if (
        row.setup_code_expires_at === null ||
        Date.parse(toIso(row.setup_code_expires_at)) <= now.getTime()
      ) {
        return { ok: false, problem: "expired" };
      }
      const problem = checkPasswordRules(password);
      if (problem !== null) return { ok: false, problem };

      const passwordHash = await hashPassword(password);
      const id = Number(row.id);
      const spent = await inTransaction(database, async (trx) => {
        // Only while the code is still the one checked: of two uses at once, one wins.
        const result = await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, setup_code_hash: null, setup_code_expires_at: null })
          .where("id", "=", id)
          .where("setup_code_hash", "=", storedHash)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await endSessions(trx, id);
        return true;
      });
      return spent ? { ok: true, user: userOf(row) } : { ok: false, problem: "invalidCode" };
    },
  };
}
