/**
 * Manages the inbox's accounts: npm run users -- <command>.
 * Uses the same DATA_DIR / DATABASE_URL as the server, and may run beside it.
 * Passwords are never given here: each account sets its own with a one-time code.
 */
import { parseArgs } from "node:util";
import { helpRequested, runCli, UsageError, withToolDatabase } from "./run-cli.ts";
import { ConfigError, type Env } from "../config.ts";
import { createAuditLog, userSubject, type AuditAction } from "../store/audit-log.ts";
import type { UserRole } from "../store/schema.ts";
import {
  createUserStore,
  DuplicateEmailError,
  DuplicateNameError,
  InvalidEmailError,
  InvalidNameError,
  normaliseEmail,
  SETUP_CODE_VALID_MS,
  type IssuedCode,
  type UserSummary,
} from "../store/user-store.ts";

const USAGE = `Usage: npm run users -- <command>

  add EMAIL [--role owner|member] [--editor] [--name "NAME"]
                                      a new account (member unless told), and its one-time code;
                                      --editor: it may edit and publish the site (owners always may;
                                      an owner gives and takes back the right on the inbox's People page);
                                      NAME is how mails and the inbox name the person (the email if none):
                                      letters, spaces and . , ' - only, and no other account's name
                                      (case, spaces and look-alike letters aside)
  list [--json]                       every account, oldest first
  remove EMAIL                        delete the account and end its sessions
  reset EMAIL                         remove the password and passkeys, end every session, and issue a new code

Reads DATA_DIR (SQLite, default ./data) or DATABASE_URL (PostgreSQL), as the server does,
and SITE_URL for the address printed with a code.`;

/** The page where a code is spent, under SITE_URL. */
const SET_PASSWORD_PATH = "/inbox/set-password";

const HOUR_MS = 60 * 60 * 1000;

/** A request that cannot be done as asked: one line, exit 1. */
class RefusedError extends Error {}

type Command =
  | { name: "add"; email: string; role: UserRole; editor: boolean; displayName?: string }
  | { name: "list"; json: boolean }
  | { name: "remove" | "reset"; email: string };

function oneEmail(command: string, positionals: readonly string[]): string {
  const [email, ...extra] = positionals;
  if (email === undefined || extra.length > 0) throw new UsageError(`${command} needs one EMAIL.`);
  return email;
}

function parseCommand(args: readonly string[]): Command {
  const [name, ...rest] = args;
  if (rest.some((arg) => arg.startsWith("--password"))) {
    throw new UsageError(
      "No password on the command line: each account sets its own with its one-time code.",
    );
  }
  switch (name) {
    case "add": {
      const { values, positionals } = parseArgs({
        args: rest,
        options: {
          role: { type: "string", default: "member" },
          editor: { type: "boolean", default: false },
          name: { type: "string" },
        },
        allowPositionals: true,
      });
      if (values.role !== "owner" && values.role !== "member")
        throw new UsageError(`--role is owner or member, got "${values.role}".`);
      return {
        name,
        email: oneEmail(name, positionals),
        role: values.role,
        editor: values.editor,
        ...(values.name === undefined ? {} : { displayName: values.name }),
      };
    }
    case "list": {
      const { values, positionals } = parseArgs({
        args: rest,
        options: { json: { type: "boolean", default: false } },
        allowPositionals: true,
      });
      if (positionals.length > 0) throw new UsageError("list takes no EMAIL.");
      return { name, json: values.json };
    }
    case "remove":
    case "reset":
      return {
        name,
        email: oneEmail(name, parseArgs({ args: rest, options: {}, allowPositionals: true }).positionals),
      };
    default:
      throw new UsageError(name === undefined ? "Which command?" : `Unknown command "${name}".`);
  }
}

/** Where a person spends a code: SITE_URL's page, or the path alone when SITE_URL is not set. */
function setPasswordUrl(env: Env): string {
  const site = env.SITE_URL?.trim().replace(/\/+$/, "");
  if (site === undefined || site === "") return SET_PASSWORD_PATH;
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol)) {
    throw new ConfigError([`SITE_URL must be a URL starting with https:// or http://, got "${site}".`]);
  }
  return `${site}${SET_PASSWORD_PATH}`;
}

function formatCode({ setupCode, expiresAt }: IssuedCode, url: string): string {
  return [
    "",
    `One-time code:  ${setupCode}`,
    `It works once, for ${SETUP_CODE_VALID_MS / HOUR_MS} hours (until ${expiresAt.toISOString()}).`,
    `Set a password at:  ${url}`,
    "",
  ].join("\n");
}

function formatList(users: readonly UserSummary[]): string {
  if (users.length === 0) return "No accounts.\n";
  const rows = [
    ["EMAIL", "NAME", "ROLE", "EDITOR", "PASSWORD", "PASSKEYS", "CREATED"],
    ...users.map((user) => [
      user.email,
      user.displayName ?? "-",
      user.role,
      user.canEdit ? "yes" : "no",
      user.hasPassword ? "yes" : "no",
      String(user.passkeys),
      user.createdAt,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return (
    rows
      .map((row) =>
        row
          .map((cell, column) => cell.padEnd(widths[column] ?? 0))
          .join("  ")
          .trimEnd(),
      )
      .join("\n") + "\n"
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const help = helpRequested(args, USAGE);
  if (help !== null) return help;
  const command = parseCommand(args);
  const url = setPasswordUrl(process.env);
  return withToolDatabase(async (database) => {
    const users = createUserStore(database);
    const audit = createAuditLog(database);
    const record = (action: AuditAction, email: string) =>
      audit.record({ actor: null, action, subject: userSubject(email) }, new Date());

    switch (command.name) {
      case "add": {
        let issued: IssuedCode;
        try {
          issued = await users.add(command.email, command.role, new Date(), command.displayName, {
            editor: command.editor,
          });
        } catch (error) {
          if (error instanceof InvalidEmailError)
            throw new UsageError(`Not an email address: "${command.email}".`);
          if (error instanceof InvalidNameError) throw new UsageError(error.message);
          if (error instanceof DuplicateNameError)
            throw new RefusedError(`${error.message} Choose another --name.`);
          if (error instanceof DuplicateEmailError)
            throw new RefusedError(`An account for ${normaliseEmail(command.email)} already exists.`);
          throw error;
        }
        await record("user-added", issued.user.email);
        // An owner's right comes with the role: only a member's is granted.
        const granted = command.editor && command.role === "member";
        if (granted) await record("editor-granted", issued.user.email);
        const traits = [
          issued.user.role,
          ...(granted ? ["editor"] : []),
          ...(command.displayName === undefined ? [] : [issued.user.name]),
        ];
        process.stdout.write(
          `Added ${issued.user.email} (${traits.join(", ")}).\n${formatCode(issued, url)}`,
        );
        return 0;
      }
      case "list": {
        const list = await users.list();
        process.stdout.write(command.json ? `${JSON.stringify(list, null, 2)}\n` : formatList(list));
        return 0;
      }
      case "remove": {
        const email = normaliseEmail(command.email);
        if (!(await users.remove(email))) throw new RefusedError(`No account for ${email}.`);
        await record("user-removed", email);
        process.stdout.write(`Removed ${email}; its sessions have ended.\n`);
        return 0;
      }
      case "reset": {
        const issued = await users.reset(command.email, new Date());
        if (issued === null) throw new RefusedError(`No account for ${normaliseEmail(command.email)}.`);
        await record("user-reset", issued.user.email);
        process.stdout.write(
          `Reset ${issued.user.email}: password and passkeys removed, every session ended.\n${formatCode(issued, url)}`,
        );
        return 0;
      }
    }
  });
}

runCli(main, USAGE);
