import { childPath, isJsonObject, jsonEqual, type JsonValue } from "./content-tree.ts";

/** A field both sides changed, differently, since the base: kept for a person to choose. */
export interface MergeConflict {
  path: string;
  /** Each side's value; undefined where the field is absent (no base: the base revision is unknown). */
  base: JsonValue | undefined;
  ours: JsonValue | undefined;
  theirs: JsonValue | undefined;
}

interface Merged {
  /** Both sides' changes; where they conflict, ours. */
  merged: JsonValue | undefined;
  conflicts: MergeConflict[];
}

/**
 * Three-way merge, per field: a field only one side changed takes that
 * side's value; one both changed the same way is no conflict; one both
 * changed differently keeps ours and is reported. Arrays merge index by
 * index only when both sides have the same length: an item added or removed
 * on one side while the other changed the array makes the whole array a
 * conflict, since indices no longer name the same items.
 */
export function mergeContent(
  base: JsonValue | undefined,
  ours: JsonValue | undefined,
  theirs: JsonValue | undefined,
  path = "",
): Merged {
  if (jsonEqual(ours, theirs) || jsonEqual(base, theirs)) return { merged: ours, conflicts: [] };
  if (jsonEqual(base, ours)) return { merged: theirs, conflicts: [] };
  if (Array.isArray(ours) && Array.isArray(theirs) && ours.length === theirs.length) {
    const items = ours.map((item, index) =>
      mergeContent(
        Array.isArray(base) ? base[index] : undefined,
        item,
        theirs[index],
        childPath(path, index),
      ),
    );
    return {
      // Same lengths: every index has a value on both sides, so none merges to absent.
      merged: items.map(({ merged }) => merged as JsonValue),
      conflicts: items.flatMap(({ conflicts }) => conflicts),
    };
  }
  if (isJsonObject(ours) && isJsonObject(theirs)) {
    const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs)])];
    const merged: Record<string, JsonValue> = {};
    const conflicts: MergeConflict[] = [];
    for (const key of keys) {
      const field = mergeContent(
        isJsonObject(base) ? base[key] : undefined,
        ours[key],
        theirs[key],
        childPath(path, key),
      );
      if (field.merged !== undefined) merged[key] = field.merged;
      conflicts.push(...field.conflicts);
    }
    return { merged, conflicts };
  }
  return { merged: ours, conflicts: [{ path, base, ours, theirs }] };
}
