/**
 * A kind's content is a JSON document ({ en, ar }); a field is named by its
 * path from the document's root, dot-separated, language first, array
 * indices as numbers: "ar.members.3.position". Field names never hold a dot.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type JsonObject = { [key: string]: JsonValue };

/** Every kind's document, by kind name: what a revision holds. */
export type SiteContent = Record<string, JsonValue>;

/** Needs-review marks (field paths) by kind name. */
export type ReviewMarks = Record<string, string[]>;

export function isJsonObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deep equality of two values, either of which may be absent; an object's key order does not count. */
export function jsonEqual(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

/** The path of a child: "" is the document itself. */
export function childPath(path: string, key: string | number): string {
  return path === "" ? String(key) : `${path}.${key}`;
}

/** Whether `path` is `ancestor` or lies under it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`);
}

const segments = (path: string) => (path === "" ? [] : path.split("."));

function child(value: JsonValue | undefined, key: string): JsonValue | undefined {
  if (Array.isArray(value)) return /^\d+$/.test(key) ? value[Number(key)] : undefined;
  return isJsonObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

/** The value at a path; undefined when there is none. */
export function valueAt(root: JsonValue | undefined, path: string): JsonValue | undefined {
  return segments(path).reduce<JsonValue | undefined>(child, root);
}

/**
 * A copy of `root` with the value at `path` replaced, or removed when
 * `value` is undefined (an array item removed closes the gap). The path's
 * parents must exist; a root that has none of it is returned unchanged.
 */
export function withValueAt(root: JsonValue, path: string, value: JsonValue): JsonValue;
export function withValueAt(
  root: JsonValue,
  path: string,
  value: JsonValue | undefined,
): JsonValue | undefined;
export function withValueAt(
  root: JsonValue,
  path: string,
  value: JsonValue | undefined,
): JsonValue | undefined {
  const [key, ...rest] = segments(path);
  if (key === undefined) return value;
  let next = value;
  if (rest.length > 0) {
    const current = child(root, key);
    if (current === undefined) return root;
    next = withValueAt(current, rest.join("."), value);
  }
  if (Array.isArray(root)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index > root.length) return root;
    const copy = [...root];
    if (next === undefined) copy.splice(index, 1);
    else copy[index] = next;
    return copy;
  }
  if (!isJsonObject(root)) return root;
  if (next !== undefined) return { ...root, [key]: next };
  return Object.fromEntries(Object.entries(root).filter(([name]) => name !== key));
}
