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

/** Why a server's build of a version gave nothing (server/publish/publisher.ts's failures), as another server's publish reports it. */
type BuildFailureSaid =
  | { kind: "content"; issues: readonly { file: string; path: string; message: string }[] }
  | { kind: "step"; step: string }
  | { kind: "timeout"; limitMs: number }
  | { kind: "start" | "load" | "switch" | "stopped" | "internal" };

export const siteInstancesCopy = {
  buildFailure: (failure: BuildFailureSaid): string => {
    switch (failure.kind) {
      case "content":
        return `the content did not pass the checks (${failure.issues.map((issue) => `${issue.file}, ${issue.path}: ${issue.message}`).join("; ")})`;
      case "step":
        return `its build stopped at the step "${failure.step}" (its log says why)`;
      case "timeout":
        return `its build took longer than ${Math.round(failure.limitMs / 1000)} seconds and was stopped`;
      case "start":
        return "its build could not start (its log says why)";
      case "load":
        return "the site it built could not be loaded (its log says why)";
      case "stopped":
        return "it was stopped while it built (the server was shutting down)";
      case "switch":
      case "internal":
        return "something went wrong while it built (its log says why)";
    }
  },
  /** Why one server is not ready: its build failed (in its own words), or it said nothing in time. */
  notReady: (server: ServerNamed & { failure: string | null }, waitedSeconds: number) =>
    server.failure === null
      ? `${named(server)} did not have it ready within ${waitedSeconds} seconds`
      : `${named(server)} could not build it: ${server.failure}`,
  /** The publish failed in phase 1: nothing changed anywhere. */
  notPublished: (revision: number, reasons: readonly string[]) =>
    `Version ${revision} was not published: ${reasons.join("; ")}. Every server still shows the version it showed before; nothing was changed.`,
} as const;
