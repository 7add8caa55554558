/**
 * One run of an async check serves every caller that asks while it runs,
 * with the same outcome. The health check proves a durable write; a flood of
 * /healthz requests then costs one write at a time, never a queue of disk
 * flushes ahead of visitors' submissions.
 */
export function singleFlight(check: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    if (running !== null) return running;
    const run = check().finally(() => {
      running = null;
    });
    running = run;
    return run;
  };
}
