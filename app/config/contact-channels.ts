/**
 * The company's phone and WhatsApp numbers, set at build time by SITE_PHONE
 * and SITE_WHATSAPP and empty by default: an invented number may be someone's,
 * so the contact panel leaves a line out until its number is set. Kept apart
 * from site.ts, which every page's first script carries: only the loaders of
 * the pages with the contact section (and the server's answer pages) read it.
 */
export interface ContactChannels {
  /** As written for people, e.g. "+971 4 123 4567"; undefined when not set. */
  phone: string | undefined;
  /** The WhatsApp number, as written for people; undefined when not set. */
  whatsapp: string | undefined;
}

type Env = Partial<Record<string, string>>;

/** Vite's build-time variables in the bundle; process.env when Node runs this module directly. */
const env: Env = import.meta.env ?? process.env;

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function contactChannelsFrom(variables: Env): ContactChannels {
  return { phone: optional(variables.SITE_PHONE), whatsapp: optional(variables.SITE_WHATSAPP) };
}

export const contactChannels: ContactChannels = contactChannelsFrom(env);
