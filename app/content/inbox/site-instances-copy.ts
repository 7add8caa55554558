/**
 * What a publish says when the site runs on several servers and one of them
 * could not make the new version ready (English; see this folder's README).
 * Each server is named by its host and process, as the operations guide and
 * the server's log name it.
 */

interface ServerNamed {
  host: string;
  pid: number;
}

const named = ({ host, pid }: ServerNamed) => `the server on ${host} (process ${pid})`;

export const siteInstancesCopy = {
  /** Why one server is not ready: its build failed (in its own words), or it said nothing in time. */
  notReady: (server: ServerNamed & { failure: string | null }, waitedSeconds: number) =>
    server.failure === null
      ? `${named(server)} did not have it ready within ${waitedSeconds} seconds`
      : `${named(server)} could not build it: ${server.failure}`,
  /** The publish failed in phase 1: nothing changed anywhere. */
  notPublished: (revision: number, reasons: readonly string[]) =>
    `Version ${revision} was not published: ${reasons.join("; ")}. Every server still shows the version it showed before; nothing was changed.`,
} as const;
