/**
 * A `_headers` file and what the static hosts we write it for send from it: the build writes
 * and reads the file with these, and the tests show by them that each host sends every path one
 * policy (decision 044). Both hosts read
 * blocks of a path line (starting with "/") and indented `Name: value` lines, `*` matching any
 * characters, slashes included; they differ in how several matching rules combine:
 *
 * - Cloudflare Pages (developers.cloudflare.com/pages/configuration/headers/, and
 *   `getHeaders` in workers-sdk's asset-worker): a rule matches the path exactly (`/about/`
 *   is not `/about`); every matching rule applies in the file's order; a header two rules set
 *   is sent with both values joined by a comma, which for a Content-Security-Policy is two
 *   policies that both must allow a script; `! Name` in a rule first removes what earlier
 *   rules set. At most 100 rules and 2,000 characters a line; beyond those it skips.
 * - Netlify (docs.netlify.com/manage/routing/headers/; netlify/build's headers-parser and
 *   `headersForPath` in @netlify/headers): a rule matches with or without a trailing slash,
 *   ignoring case; of the matching rules, the last in the file to set a header gives its
 *   value; a line without a colon, such as `! Name`, is skipped.
 *
 * Only literal paths and `*` are modelled: the build writes no `:placeholder`.
 */

/** One block of the file: a URL pattern, the headers it detaches (`! Name`), the headers it sets. */
export interface HeaderRule {
  path: string;
  detach: string[];
  set: Record<string, string>;
}

export type StaticHost = "Cloudflare Pages" | "Netlify";
export const staticHosts: readonly StaticHost[] = ["Cloudflare Pages", "Netlify"];

/** Cloudflare Pages skips a longer line (indentation, name and value counted). */
export const CLOUDFLARE_LINE_LIMIT = 2000;

export function headersFileText(comment: readonly string[], rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...rule.detach.map((name) => `  ! ${name}`),
      ...Object.entries(rule.set).map(([name, value]) => `  ${name}: ${value}`),
    ].join("\n"),
  );
  return `${[comment.map((line) => `# ${line}`).join("\n"), ...blocks].join("\n\n")}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (line.startsWith("/")) {
      rules.push({ path: line, detach: [], set: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(":");
    if (rule === undefined || (colon <= 0 && !line.startsWith("! "))) {
      throw new Error(`_headers line ${index + 1} is neither a path, a header nor a detach: ${line}`);
    }
    if (line.startsWith("! ")) {
      rule.detach.push(line.slice(2).trim());
      continue;
    }
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    rule.set[name] = rule.set[name] === undefined ? value : `${rule.set[name]}, ${value}`;
  }
  return rules;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function matches(host: StaticHost, pattern: string, path: string): boolean {
  if (host === "Cloudflare Pages") {
    return new RegExp(`^${pattern.split("*").map(escapeRegExp).join(".*")}$`).test(path);
  }
  const parts = pattern
    .split("/")
    .filter(Boolean)
    .map((part) => (part === "*" ? "?(.*)" : part.split("*").map(escapeRegExp).join("(.*)")));
  return new RegExp(`^/${parts.join("/")}/?$`, "iu").test(path);
}

/**
 * The headers a host sends a path from these rules, by lower-case name: each value a rule gave,
 * in order (two values of a Content-Security-Policy are two policies).
 */
export function headersSentFor(
  rules: readonly HeaderRule[],
  path: string,
  host: StaticHost,
): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  const setByRules = new Set<string>();
  for (const rule of rules) {
    if (!matches(host, rule.path, path)) continue;
    if (host === "Cloudflare Pages") for (const name of rule.detach) sent.delete(name.toLowerCase());
    for (const [name, value] of Object.entries(rule.set)) {
      const key = name.toLowerCase();
      const joined = host === "Cloudflare Pages" && setByRules.has(key);
      sent.set(key, joined ? [...(sent.get(key) ?? []), value] : [value]);
      setByRules.add(key);
    }
  }
  return sent;
}
