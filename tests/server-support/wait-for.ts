/** Polls until the check passes; fails after a generous limit (no timing is asserted). */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  limitMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
