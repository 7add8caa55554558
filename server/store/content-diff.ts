import { childPath, isJsonObject, jsonEqual, type JsonValue } from "./content-tree.ts";

/** One field that differs: its path and both values; a side is undefined where the field is absent. */
export interface FieldChange {
  path: string;
  before: JsonValue | undefined;
  after: JsonValue | undefined;
}

/**
 * The fields that differ between two versions of a document, in document
 * order: objects key by key, arrays index by index (an item added or removed
 * at the end is one change at its index); where a field's type changed
 * (an image that was null) the change is the whole value.
 */
export function diffContent(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  path = "",
): FieldChange[] {
  if (jsonEqual(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) =>
      diffContent(before[index], after[index], childPath(path, index)),
    ).flat();
  }
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffContent(before[key], after[key], childPath(path, key)));
  }
  return [{ path, before, after }];
}
