/**
 * The inbox's one browser script: passkeys, which no HTML form can do. Loaded
 * as a module by the sign-in and account pages only (inbox-page.tsx); built by
 * vite.inbox-script.config.ts. Without it, or without WebAuthn, the pages keep
 * their passkey controls hidden and work by password.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";

/** Posts JSON with the page's CSRF token; the answer's JSON, or an error for any refusal. */
async function postJson(url: string, csrfToken: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The page to go to, as the server named it. */
function redirectOf(answer: unknown): string {
  if (typeof answer === "object" && answer !== null && "redirect" in answer && typeof answer.redirect === "string") return answer.redirect;
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
      const optionsJSON = (await postJson("/inbox/passkeys/sign-in/options", csrfToken)) as AuthenticationOptions;
      const response = await startAuthentication({ optionsJSON });
      location.assign(redirectOf(await postJson("/inbox/passkeys/sign-in/verify", csrfToken, { response, next: button.dataset.next })));
    } catch {
      location.assign("/inbox?notice=passkeyFailed");
    }
  });
}

function setUpAdd(form: HTMLFormElement): void {
  const csrfToken = form.dataset.csrf ?? "";
  form.hidden = false;
  document.getElementById("passkey-needs-script")?.setAttribute("hidden", "");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = new FormData(form).get("name");
    const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
    if (submit !== null) submit.disabled = true;
    try {
      const optionsJSON = (await postJson("/inbox/passkeys/register/options", csrfToken)) as RegistrationOptions;
      const response = await startRegistration({ optionsJSON });
      location.assign(redirectOf(await postJson("/inbox/passkeys/register/verify", csrfToken, { response, name: typeof name === "string" ? name : "" })));
    } catch {
      location.assign("/inbox/account?notice=passkeyFailed");
    }
  });
}

if (browserSupportsWebAuthn()) {
  const signIn = document.getElementById("passkey-sign-in");
  if (signIn !== null) setUpSignIn(signIn);
  const add = document.getElementById("passkey-add");
  if (add instanceof HTMLFormElement) setUpAdd(add);
}
