import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { InboxContext } from "./inbox-context.ts";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields every credential the browser returns has; @simplewebauthn/server checks the rest and throws on anything amiss. */
function isCredential(value: unknown, answer: "attestationObject" | "signature"): boolean {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.rawId === "string" &&
    value.type === "public-key" &&
    isRecord(value.response) &&
    typeof value.response.clientDataJSON === "string" &&
    typeof value.response[answer] === "string"
  );
}

const isAuthentication = (value: unknown): value is AuthenticationResponseJSON =>
  isCredential(value, "signature");
const isRegistration = (value: unknown): value is RegistrationResponseJSON =>
  isCredential(value, "attestationObject");

async function jsonBody(c: InboxContext): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

/** The passkey script's sign-in answer: `{ response, next }`; null when it is not one. */
export async function readSignInBody(
  c: InboxContext,
): Promise<{ response: AuthenticationResponseJSON; next: string | undefined } | null> {
  const body = await jsonBody(c);
  if (body === null || !isAuthentication(body.response)) return null;
  return { response: body.response, next: typeof body.next === "string" ? body.next : undefined };
}

const PASSKEY_NAME_MAX_LENGTH = 60;
const DEFAULT_PASSKEY_NAME = "Passkey";

/** The passkey script's registration answer: `{ response, name }`, the name trimmed ("Passkey" when empty); null when it is not one or the name is too long. */
export async function readRegisterBody(
  c: InboxContext,
): Promise<{ response: RegistrationResponseJSON; name: string } | null> {
  const body = await jsonBody(c);
  if (body === null || !isRegistration(body.response)) return null;
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name.length > PASSKEY_NAME_MAX_LENGTH) return null;
  return { response: body.response, name: name === "" ? DEFAULT_PASSKEY_NAME : name };
}

/** The password the account page sends to confirm it is still the account's owner adding a passkey; none when absent or empty. */
export async function readRegisterOptionsBody(c: InboxContext): Promise<{ password: string | undefined }> {
  const body = await jsonBody(c);
  const password = body?.password;
  return { password: typeof password === "string" && password !== "" ? password : undefined };
}
