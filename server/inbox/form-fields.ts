import type { Context } from "hono";

/** A form post's text fields (the inbox's forms are small and urlencoded; files are ignored). Throws on a body that cannot be parsed. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data"))
    return {};
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * Whether a post's form body can be read: a cut or malformed multipart body
 * (or one without its boundary) cannot. Parsed once here, at the door, so
 * every route after it reads the same fields (Hono keeps them) and none
 * meets a parse error halfway through its work.
 */
export async function formReadable(c: Context): Promise<boolean> {
  try {
    await formFields(c);
    return true;
  } catch {
    return false;
  }
}
