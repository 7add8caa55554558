import { diffContent } from "./content-diff.ts";
import { isWithin, valueAt, type JsonValue } from "./content-tree.ts";

const ENGLISH = "en.";
const ARABIC = "ar.";

/**
 * The needs-review marks after a save, per field: where an English field
 * changed and its Arabic twin did not, the twin is marked; an Arabic field
 * saved changed, or named in `reviewed` (its reviewer confirmed it as it
 * is), is unmarked; a mark whose field is gone is dropped. Sorted.
 */
export function markForReview(
  before: JsonValue | undefined,
  after: JsonValue,
  marks: readonly string[],
  reviewed: readonly string[] = [],
): string[] {
  const changes = diffContent(before, after).map(({ path }) => path);
  const arabicChanged = (path: string) =>
    changes.some(
      (changed) => changed.startsWith(ARABIC) && (isWithin(path, changed) || isWithin(changed, path)),
    );
  const next = new Set(marks.filter((mark) => !arabicChanged(mark)));
  for (const path of changes) {
    if (!path.startsWith(ENGLISH)) continue;
    const twin = ARABIC + path.slice(ENGLISH.length);
    if (!arabicChanged(twin)) next.add(twin);
  }
  for (const path of reviewed) next.delete(path);
  return [...next].filter((mark) => valueAt(after, mark) !== undefined).sort();
}
