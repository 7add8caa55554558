/**
 * A mailto: URL (RFC 6068), the one way the site and the inbox build them.
 * The address is percent-encoded but for its "@", so that "?", "&", "%" or
 * "," typed into it stay part of the address and can add no header or
 * recipient (a Bcc); header values are percent-encoded UTF-8.
 */
export function mailtoHref(address: string, headers: Readonly<Record<string, string>> = {}): string {
  const to = encodeURIComponent(address).replaceAll("%40", "@");
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query === "" ? "" : `?${query}`}`;
}
