/** "1 submission", "3 submissions": the audit log's subjects read as sentences. */
export function submissionsWord(count: number): string {
  return count === 1 ? "1 submission" : `${count} submissions`;
}
