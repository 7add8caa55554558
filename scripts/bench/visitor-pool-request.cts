/**
 * autocannon's setupRequest for the bench's visitor pool (scripts/bench/load-generator.ts):
 * each worker thread loads this file once, and each request's `[<visitor>]` in
 * the header values becomes a visitor of the pool. `visitors` are active at a
 * time and take turns, each making `viewsEach` views; then as many new
 * visitors take their place. So one request in `viewsEach` is a visitor's
 * first, and a returning visitor comes back only after all the others have.
 * CommonJS, as autocannon's workers require() it.
 */
const { randomUUID } = require("node:crypto") as typeof import("node:crypto");

interface PoolRequest {
  headers: Record<string, string>;
  visitorPool: { visitors: number; viewsEach: number };
}

// Another prefix per thread and per run: a warm-up's visitors are not its run's.
const run = randomUUID().slice(0, 8);
let sent = 0;

function setupRequest<T extends PoolRequest>(request: T): T {
  const { visitors, viewsEach } = request.visitorPool;
  const round = Math.floor(sent / (visitors * viewsEach));
  const visitor = `${run}-${round}-${sent % visitors}`;
  sent += 1;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = value.replaceAll("[<visitor>]", visitor);
  return { ...request, headers };
}

module.exports = setupRequest;
