interface Pending<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface CommitQueue<T, R> {
  /** Resolves once the item's transaction has committed. */
  add(item: T): Promise<R>;
  /** Resolves when everything added so far has been committed or has failed. */
  drain(): Promise<void>;
}

/**
 * Group commit: items that arrive while a commit is running (or in the same
 * turn of the event loop) are written together in the next transaction, so
 * one disk flush serves many submissions while each still waits for its own.
 * A failed batch is retried item by item, so one bad item fails alone.
 */
export function createCommitQueue<T, R>(
  commit: (items: readonly T[]) => Promise<R[]>,
  maxBatch = 200,
): CommitQueue<T, R> {
  const pending: Pending<T, R>[] = [];
  let running: Promise<void> | null = null;

  async function settle(batch: Pending<T, R>[]): Promise<void> {
    try {
      const results = await commit(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => entry.resolve(results[index] as R));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const entry of batch) await settle([entry]);
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
      const result = new Promise<R>((resolve, reject) => pending.push({ item, resolve, reject }));
      running ??= run();
      return result;
    },
    async drain() {
      while (running !== null) await running;
    },
  };
}
