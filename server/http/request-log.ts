export type LogEntry = Record<string, unknown>;
export type Log = (entry: LogEntry) => void;

/** One JSON object per line on stdout, the format log collectors read without configuration. */
export const stdoutLog: Log = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

/** Milliseconds since `started` (a performance.now() reading), to two decimals. */
export const elapsedMs = (started: number): number => Math.round((performance.now() - started) * 100) / 100;
