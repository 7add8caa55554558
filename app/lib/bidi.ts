/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

/** The isolate controls (LRI, RLI, FSI, PDI): one inside the text could close the isolate early or keep it open. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g;

/**
 * A visitor's text set in a line of fixed text that is not HTML (a tab's
 * title, a mail's subject or plain-text body, a sentence of the inbox's
 * copy), isolated so that its direction, and any override it leaves open
 * (U+202E), stays inside it: "Message from ‮evil · Inbox" no longer turns
 * " · Inbox" around. The closing PDI ends every embedding and override opened
 * within. Markup isolates with `<bdi>` or `dir` instead.
 */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text.replace(ISOLATE_CONTROLS, "")}${POP_DIRECTIONAL_ISOLATE}`;
}
