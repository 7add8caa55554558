import type { ContentActor, ContentStore } from "../store/content-store.ts";
import type { AuthenticatedSession } from "../store/session-store.ts";
import { formFields } from "../inbox/form-fields.ts";
import type { InboxContext } from "../inbox/inbox-context.ts";
import { sessionOf } from "../inbox/session-of.ts";

/** The signed-in account as the content store records who changed what. */
export const actorOf = (session: AuthenticatedSession): ContentActor => ({
  id: session.user.id,
  email: session.user.email,
  name: session.user.name,
});

/**
 * A field a deployment changed while it changed here, settled as the form
 * chose: "ours" keeps this side's value, "theirs" takes the repository's into
 * the draft. False when the form chose neither (the caller answers as for
 * any other bad request).
 */
export async function chooseDeployConflict(
  c: InboxContext,
  content: Pick<ContentStore, "resolveConflict">,
  kind: string,
  now: Date,
): Promise<boolean> {
  const fields = await formFields(c);
  const choice = fields.choice;
  if (choice !== "ours" && choice !== "theirs") return false;
  await content.resolveConflict({ kind, path: fields.path ?? "", choice, by: actorOf(sessionOf(c)), now });
  return true;
}
