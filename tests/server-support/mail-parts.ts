/**
 * Reads a mail as the mail catcher received it: its headers unfolded and
 * decoded, and the decoded body of each part. Enough MIME for what nodemailer
 * writes (multipart/alternative; quoted-printable, base64 or 7bit; RFC 2047
 * encoded words), so tests can look at what a reader sees.
 */
export interface MailPart {
  contentType: string;
  body: string;
}

export interface ReadMail {
  /** The raw header block, unfolded, before decoding. */
  head: string;
  /** A header's decoded value, or undefined when the mail has none. */
  header(name: string): string | undefined;
  parts: MailPart[];
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (match === null) return { head: raw, body: "" };
  return {
    head: raw.slice(0, match.index).replace(/\r?\n[ \t]+/g, " "),
    body: raw.slice(match.index + match[0].length),
  };
}

function headerOf(head: string, name: string): string | undefined {
  const prefix = `${name.toLowerCase()}:`;
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(prefix))
    ?.slice(prefix.length)
    .trim();
}

function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      (encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : quotedPrintable(text.replace(/_/g, " "))
      ).toString("utf8"),
    );
}

function decodeBody(head: string, body: string): string {
  const encoding = headerOf(head, "Content-Transfer-Encoding")?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return quotedPrintable(body).toString("utf8");
  return body;
}

function partsOf(head: string, body: string): MailPart[] {
  const contentType = headerOf(head, "Content-Type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!contentType.toLowerCase().startsWith("multipart/") || boundary === undefined) {
    return [
      { contentType: contentType.split(";")[0]?.trim().toLowerCase() ?? "", body: decodeBody(head, body) },
    ];
  }
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => {
      const part = splitHead(section.replace(/^\r?\n/, ""));
      return partsOf(part.head, part.body.replace(/\r?\n$/, ""));
    });
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  return {
    head,
    header: (name) => {
      const value = headerOf(head, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    parts: partsOf(head, body),
  };
}
