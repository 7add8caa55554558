/**
 * The inbox's one browser script: passkeys, which no HTML form can do. Loaded
 * as a module by the sign-in and account pages only (inbox-page.tsx); built by
 * vite.inbox-script.config.ts. Without it, or without WebAuthn, the pages keep
 * their passkey controls hidden and work by password.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

/** A refusal by the server, with the reason it names (`password`, `duplicate`) if any. */
class Refused extends Error {
  readonly reason: string | undefined;

  constructor(url: string, status: number, reason: string | undefined) {
    super(`${url} answered ${status}`);
    this.reason = reason;
  }
}

/** Posts JSON with the page's CSRF token; the answer's JSON, or a Refused for any refusal. */
async function postJson(url: string, csrfToken: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => null);
    const reason =
      typeof answer === "object" && answer !== null && "reason" in answer && typeof answer.reason === "string"
        ? answer.reason
        : undefined;
    throw new Refused(url, response.status, reason);
  }
  return response.json();
}

/**
 * Whether the person closed the browser's passkey dialog (or let it time
 * out): WebAuthn reports both as NotAllowedError, and an aborted call as
 * AbortError; @simplewebauthn/browser keeps the name. Nothing was refused.
 */
const wasCancelled = (error: unknown) =>
  error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");

/** The page to go to, as the server named it. */
function redirectOf(answer: unknown): string {
  if (
    typeof answer === "object" &&
    answer !== null &&
    "redirect" in answer &&
    typeof answer.redirect === "string"
  )
    return answer.redirect;
  throw new Error("No redirect in the answer.");
}

// The server's options are @simplewebauthn/server's, made for these very functions.
type AuthenticationOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];
type RegistrationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

function setUpSignIn(block: HTMLElement): void {
  const button = block.querySelector<HTMLButtonElement>("[data-passkey-sign-in]");
  if (button === null) return;
  const csrfToken = button.dataset.csrf ?? "";
  block.hidden = false;
  button.addEventListener("click", async () => {
    button.disabled = true;
    try {
      const optionsJSON = (await postJson(
        "/inbox/passkeys/sign-in/options",
        csrfToken,
      )) as AuthenticationOptions;
      const response = await startAuthentication({ optionsJSON });
      location.assign(
        redirectOf(
          await postJson("/inbox/passkeys/sign-in/verify", csrfToken, {
            response,
            next: button.dataset.next,
          }),
        ),
      );
    } catch (error) {
      location.assign(`/inbox?notice=${wasCancelled(error) ? "passkeyCancelled" : "passkeyFailed"}`);
    }
  });
}

/** Which notice the account page shows after adding a passkey did not work. */
function addFailureNotice(error: unknown): string {
  if (wasCancelled(error)) return "passkeyCancelled";
  // The authenticator holds a passkey for this account already (the options excluded it), or the server has it on file.
  if (
    (error instanceof Error && error.name === "InvalidStateError") ||
    (error instanceof Refused && error.reason === "duplicate")
  )
    return "passkeyDuplicate";
  if (error instanceof Refused && error.reason === "password") return "passwordNeeded";
  return "passkeyFailed";
}

function setUpAdd(form: HTMLFormElement): void {
  const csrfToken = form.dataset.csrf ?? "";
  form.hidden = false;
  document.getElementById("passkey-needs-script")?.setAttribute("hidden", "");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const name = fields.get("name");
    const password = fields.get("password");
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (submit !== null) submit.disabled = true;
    try {
      const optionsJSON = (await postJson(
        "/inbox/passkeys/register/options",
        csrfToken,
        typeof password === "string" ? { password } : {},
      )) as RegistrationOptions;
      const response = await startRegistration({ optionsJSON });
      location.assign(
        redirectOf(
          await postJson("/inbox/passkeys/register/verify", csrfToken, {
            response,
            name: typeof name === "string" ? name : "",
          }),
        ),
      );
    } catch (error) {
      location.assign(`/inbox/account?notice=${addFailureNotice(error)}`);
    }
  });
}

if (browserSupportsWebAuthn()) {
  const signIn = document.getElementById("passkey-sign-in");
  if (signIn !== null) setUpSignIn(signIn);
  const add = document.getElementById("passkey-add");
  if (add instanceof HTMLFormElement) setUpAdd(add);
}
