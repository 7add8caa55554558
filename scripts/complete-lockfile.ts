import { readFileSync, writeFileSync } from "node:fs";

/**
 * Some registry mirrors (this workplace's among them) serve a native package
 * only for the platforms they run on, so `npm install` leaves the others out
 * of package-lock.json — and `npm ci` then refuses the lockfile. This adds
 * the missing optional platform packages (name, version, os, cpu, libc), so
 * `npm ci` accepts the lockfile everywhere and each machine fetches only its
 * own binary. Run after `npm install` changes the lockfile:
 * `node scripts/complete-lockfile.ts`.
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const PLATFORM =
  /-(android|darwin|freebsd|linux|win32|wasm32)-?([a-z0-9]+)?(?:-(gnu|musl|gnueabihf|msvc|wasi))?$/;

export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const match = PLATFORM.exec(name);
  if (!match) return undefined;
  const [, os = "", arch = "", abi] = match;
  if (os === "wasm32") return { cpu: ["wasm32"] };
  const cpu = abi === "gnueabihf" ? "arm" : arch;
  const libc = abi === "gnu" || abi === "gnueabihf" ? ["glibc"] : abi === "musl" ? ["musl"] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function completeLockfile(packages: Record<string, LockEntry>): string[] {
  const added: string[] = [];
  for (const entry of Object.values(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (packages[key] || !platform) continue;
      packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.main) {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const added = completeLockfile(lock.packages);
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `complete-lockfile: added ${added.join(", ")}` : "complete-lockfile: nothing missing",
  );
}
