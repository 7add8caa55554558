import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, waitUntilUp } from "../../../scripts/local-server.ts";

/** What a machine needs for the WebKit suite, as Debian packages it. */
export const WEBKIT_PACKAGES = "webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb";

export interface WebKitTools {
  driver: string;
  miniBrowser: string;
  xvfb: string;
}

function onPath(name: string): string | undefined {
  return (process.env.PATH ?? "")
    .split(":")
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
}

/** WebKitGTK's MiniBrowser: Debian puts it under its multiarch folder, Fedora under libexec. */
function findMiniBrowser(): string | undefined {
  const multiarch = existsSync("/usr/lib")
    ? readdirSync("/usr/lib").map((dir) => join("/usr/lib", dir, "webkit2gtk-4.1", "MiniBrowser"))
    : [];
  return [...multiarch, "/usr/libexec/webkit2gtk-4.1/MiniBrowser"].find((path) => existsSync(path));
}

/** WebKitWebDriver, MiniBrowser and Xvfb, or the names of those missing. */
export function findWebKitTools(): WebKitTools | { missing: string[] } {
  const driver = onPath("WebKitWebDriver");
  const miniBrowser = findMiniBrowser();
  const xvfb = onPath("Xvfb");
  if (driver && miniBrowser && xvfb) return { driver, miniBrowser, xvfb };
  const missing = [
    [driver, "WebKitWebDriver"],
    [miniBrowser, "MiniBrowser"],
    [xvfb, "Xvfb"],
  ]
    .filter(([path]) => !path)
    .map(([, name]) => name ?? "");
  return { missing };
}

/**
 * GTK stylesheet for MiniBrowser's own toolbar: with its usual padding the
 * toolbar keeps the window at least 447 px wide, wider than a phone. It
 * styles GTK's widgets only; web content is drawn by WebKit, not GTK.
 */
const NARROW_TOOLBAR_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n";

/** An X display of its own: Xvfb picks a free display number and reports it on fd 3. */
function startXvfb(xvfb: string): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn(xvfb, ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve({ display: `:${output.trim()}`, child });
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      reject(new Error(`Xvfb exited (${code}) before reporting a display: ${errors.trim()}`)),
    );
  });
}

export interface WebKitDriver {
  /** WebKitWebDriver's URL; it serves one session at a time. */
  url: string;
  /** The capabilities that make it start MiniBrowser. */
  capabilities: object;
  stop(): void;
}

/** Xvfb and WebKitWebDriver on it, listening on a free loopback port. */
export async function startWebKitDriver(tools: WebKitTools, scratchDir: string): Promise<WebKitDriver> {
  const xvfb = await startXvfb(tools.xvfb);
  const configHome = join(scratchDir, "config");
  mkdirSync(join(configHome, "gtk-3.0"), { recursive: true });
  writeFileSync(join(configHome, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR_CSS);
  const port = await freePort();
  const driver = spawn(tools.driver, [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: configHome },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    driver.kill("SIGTERM");
    xvfb.child.kill("SIGTERM");
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/status`, "WebKitWebDriver");
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url,
    capabilities: { "webkitgtk:browserOptions": { binary: tools.miniBrowser, args: ["--automation"] } },
    stop,
  };
}
