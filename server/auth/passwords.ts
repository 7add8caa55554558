import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";

/** Characters (code points), after Unicode normalisation. */
const PASSWORD_MIN_LENGTH = 12;
/** Longer is refused before hashing, so no one can make the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 1024;

export type PasswordProblem = "tooShort" | "tooLong" | "mismatch";

// The package's Algorithm is a const enum, empty at run time once types are stripped: its value is spelled out.
const argon2id: Algorithm = 2;

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS: Readonly<Options> = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** The hash of a random password no one knows, made with ARGON2_OPTIONS: checked when there is no real hash, so both take as long. */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$UgOZtXogZcK6+ma9pB04FQ$0t/9FfNB9u6c0SzeVqdEWIa/sh80iFj7W3kqufP6lQg";

/** The same password typed on another system may arrive composed differently ("é" as one code point or two): NFC makes them one. */
const normalise = (password: string) => password.normalize("NFC");

const lengthOf = (password: string) => [...password].length;

/** What is wrong with a new password, or null. `confirm` is the repeated entry, when the form asks for one. */
export function checkPasswordRules(password: string, confirm?: string): PasswordProblem | null {
  const length = lengthOf(normalise(password));
  if (length < PASSWORD_MIN_LENGTH) return "tooShort";
  if (length > PASSWORD_MAX_LENGTH) return "tooLong";
  if (confirm !== undefined && normalise(confirm) !== normalise(password)) return "mismatch";
  return null;
}

/** An argon2id PHC string; call only with a password that passed checkPasswordRules. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), ARGON2_OPTIONS);
}

/**
 * Checks a password against an account's hash, or against DUMMY_HASH when
 * there is no account or it has no password yet, so the time taken does not
 * tell whether an email has an account. A null hash never matches.
 */
export async function verifyPasswordOrDummy(passwordHash: string | null, password: string): Promise<boolean> {
  const normalised = normalise(password);
  // Independent of the account, so refusing it early reveals nothing.
  if (lengthOf(normalised) > PASSWORD_MAX_LENGTH) return false;
  const matches = await verify(passwordHash ?? DUMMY_HASH, normalised);
  return passwordHash !== null && matches;
}
