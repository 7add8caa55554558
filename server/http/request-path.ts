/**
 * The decoded path of a request target, resolved as the WHATWG URL parser
 * does ("/a/../b" and "/a/%2e%2e/b" are "/b"), the way Hono sees it, so the
 * static files and the app agree on which path a request names.
 */

// Most targets need no parsing: no percent-encoding, backslash or dot segment.
const PLAIN_TARGET = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    // Malformed percent-encoding names no file; the path stays as sent.
    return path;
  }
}

/** The path, without query or fragment; null for a target no URL parser would agree on (a backslash, no leading slash, a bad host). */
export function requestPath(target: string): string | null {
  if (PLAIN_TARGET.test(target) && !DOT_SEGMENT.test(target)) {
    const end = target.search(/[?#]/);
    return end === -1 ? target : target.slice(0, end);
  }
  const absolute = target.startsWith("http://") || target.startsWith("https://");
  if (!absolute && !target.startsWith("/")) return null;
  const backslash = target.indexOf("\\");
  const query = target.indexOf("?");
  if (backslash !== -1 && (query === -1 || backslash < query)) return null;
  let url: URL;
  try {
    url = new URL(target, "http://localhost");
  } catch {
    // An absolute target with a host no parser accepts ("http://x:99999/").
    return null;
  }
  return decoded(url.pathname);
}
