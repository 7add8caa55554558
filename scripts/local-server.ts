import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address !== null
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Polls a URL until it answers below 500; fails after about ten seconds. */
export async function waitUntilUp(url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((later) => setTimeout(later, 100));
  }
  throw new Error(`${what} did not start`);
}

export interface SiteServer {
  url: string;
  child: ChildProcess;
}

/**
 * `node server/main.ts` on a free loopback port, as `npm run serve` starts
 * it, resolved once /healthz answers. `env` adds to (or overrides) ours.
 */
export async function startSiteServer(
  env: NodeJS.ProcessEnv,
  stdout: "ignore" | number = "ignore",
): Promise<SiteServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", stdout, "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/healthz`, "The server");
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return { url, child };
}
