/**
 * nginx as the bench's yardstick: one worker process (as our server is one
 * Node process), serving the same folder with the same caching rules and
 * security headers, logging each request to a file as our server does.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  allPageHashes,
  documentSecurityHeaders,
  readPageScriptHashes,
} from "../../server/headers/security-policy.ts";
import { waitUntilUp } from "../local-server.ts";

export interface Nginx {
  url: string;
  child: ChildProcess;
  /** The [error] lines nginx logged. */
  errors(): string[];
}

export function findNginx(): string | null {
  const candidates = [
    "/usr/sbin/nginx",
    ...(process.env.PATH ?? "").split(":").map((dir) => join(dir, "nginx")),
  ];
  return candidates.find((path) => existsSync(path)) ?? null;
}

function config(dir: string, staticDir: string, port: number): string {
  const headers = Object.entries(documentSecurityHeaders(allPageHashes(readPageScriptHashes(staticDir))))
    .map(([name, value]) => `    add_header ${name} "${value}" always;`)
    .join("\n");
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; text/javascript js; image/svg+xml svg; }
  charset utf-8;
  sendfile on;
  # The build's .gz twins, as our server sends them (this nginx has no brotli module).
  gzip_static on;
  gzip_vary on;
  # Node keeps a keep-alive connection for as long as the client does; so does nginx here.
  keepalive_requests 1000000;
  map $uri $cache_control {
    "~\\.html$" "no-cache";
    "~^/assets/" "public, max-age=31536000, immutable";
    default "public, max-age=3600";
  }
  server {
    listen 127.0.0.1:${port};
    root ${staticDir};
    add_header Cache-Control $cache_control always;
${headers}
    location / { try_files $uri $uri/index.html $uri.html =404; }
    error_page 404 /404.html;
  }
}
`;
}

export async function startNginx(
  binary: string,
  staticDir: string,
  workDir: string,
  port: number,
): Promise<Nginx> {
  const dir = join(workDir, "nginx");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, "nginx.conf");
  writeFileSync(file, config(dir, staticDir, port));
  const child = spawn(binary, ["-c", file, "-p", dir], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/`, "nginx");
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  const errorLog = join(dir, "error.log");
  return {
    url,
    child,
    errors: () =>
      existsSync(errorLog)
        ? readFileSync(errorLog, "utf8")
            .split("\n")
            .filter((line) => line.includes("[error]"))
        : [],
  };
}
