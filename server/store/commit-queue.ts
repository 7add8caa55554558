interface Pending<T, R> {
  item: T;
  /** Date.now() time after which the item is not tried again. */
  deadline: number;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface CommitQueue<T, R> {
  /** Resolves once the item's transaction has committed. */
  add(item: T): Promise<R>;
  /** Resolves when everything added so far has been committed or has failed. */
  drain(): Promise<void>;
}

export interface CommitQueueOptions {
  maxBatch?: number;
  /** How long an item may wait for its commit before it fails, so its visitor gets an answer. */
  waitMs: number;
}

/**
 * Group commit: items that arrive while a commit is running (or in the same
 * turn of the event loop) are written together in the next transaction, so
 * one disk flush serves many submissions while each still waits for its own.
 * A failed batch is retried item by item, so one bad item fails alone; but an
 * item past its deadline is not tried again, so a database that stays busy or
 * locked costs each item one wait, not one per item ahead of it.
 *
 * `commit` gets the batch's earliest deadline, for how long to wait on a busy database.
 */
export function createCommitQueue<T, R>(
  commit: (items: readonly T[], deadline: number) => Promise<R[]>,
  { maxBatch = 200, waitMs }: CommitQueueOptions,
): CommitQueue<T, R> {
  const pending: Pending<T, R>[] = [];
  let running: Promise<void> | null = null;

  async function settle(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await commit(
        batch.map((entry) => entry.item),
        Math.min(...batch.map((entry) => entry.deadline)),
      );
      batch.forEach((entry, index) => entry.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const entry of batch) {
        if (Date.now() >= entry.deadline) entry.reject(error);
        else await settle([entry]);
      }
    }
  }

  async function run(): Promise<void> {
    // Let this turn's other requests join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.length > 0) await settle(pending.splice(0, maxBatch));
    running = null;
  }

  return {
    add(item) {
      const result = new Promise<R>((resolve, reject) =>
        pending.push({ item, deadline: Date.now() + waitMs, resolve, reject }),
      );
      running ??= run();
      return result;
    },
    async drain() {
      while (running !== null) await running;
    },
  };
}
