/**
 * The contact form's rules, shared by the browser form (as native validation
 * attributes) and the form collector on the server (as a schema).
 */
import {
  check,
  flatten,
  maxLength,
  nonEmpty,
  object,
  optional,
  pipe,
  rfcEmail,
  safeParse,
  string,
  transform,
  trim,
  type InferOutput,
} from "valibot";
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from "libphonenumber-js";

export const CONTACT_FORM_NAME = "contact";
export const HONEYPOT_FIELD = "bot-field";
/** How long the page was open before sending, in ms: filled by the form's script, so absent without JavaScript. */
export const ELAPSED_FIELD = "elapsedMs";
export const DEFAULT_PHONE_COUNTRY = "AE";
/** The phone input's country select posts under this name (the phone field's name + "Country"). */
export const PHONE_COUNTRY_FIELD = "phoneCountry";
/** The calling code of DEFAULT_PHONE_COUNTRY, kept here so pages need no phone metadata. */
export const DEFAULT_PHONE_PREFIX = "+971";
export const MESSAGE_ROWS = 6;
/** The phone field's countries start with the Gulf states (most visitors), then the rest by name; no divider (its empty option is invalid HTML). */
export const PHONE_COUNTRY_ORDER = ["AE", "SA", "QA", "KW", "BH", "OM", "..."] as const;

export const contactLimits = {
  fullName: { min: 1, max: 200 },
  email: { max: 254 },
  /** libphonenumber-js cuts longer input anyway; anything longer is not a phone number. */
  phone: { max: 250 },
  message: { min: 1, max: 5000 },
} as const;

export type ContactFieldName = "fullName" | "email" | "phone" | "message";

/*
 * Server-side rules. Everything below is built lazily inside functions, never
 * at module load, so a page that imports only the constants above bundles
 * neither valibot nor the phone metadata.
 */

/** A stored phone number: E.164, or null when the visitor gave none. */
export type PhoneResult = { ok: true; phone: string | null } | { ok: false };

let callingCodes: ReadonlySet<string> | undefined;

/** The calling code ("966") a "+digits" text starts with, or undefined; no code is a prefix of another. */
export function callingCodeAtStart(text: string): string | undefined {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  const digits = /^\+(\d{1,3})/.exec(text)?.[1] ?? "";
  for (let length = 1; length <= digits.length; length += 1) {
    if (callingCodes.has(digits.slice(0, length))) return digits.slice(0, length);
  }
  return undefined;
}

function isBareCallingCode(compact: string): boolean {
  return callingCodeAtStart(compact)?.length === compact.length - 1;
}

/**
 * A whole international number: text that starts with "+" or with "00"
 * (how most of the world dials out, so read as "+"), then only digits and
 * the marks people group them with, as "+" and its digits. Undefined for
 * any other text. The browser field applies it to what is
 * typed, pasted or filled in; the server to what follows the field's code.
 */
export function internationalNumber(text: string): string | undefined {
  const number = /^[\s().-]*(?:\+|00)([\d\s().-]*)$/.exec(text)?.[1];
  return number === undefined ? undefined : `+${number.replace(/\D/g, "")}`;
}

/**
 * A whole international number entered after the calling code the field
 * starts with ("+971 +966 55…", "+971 00966 55…"), as without JavaScript
 * the field keeps its "+971" and the visitor types their own number after
 * it. No country's numbers start with "00", so that too starts a new one.
 */
function enteredAfterCallingCode(compact: string): string | undefined {
  const code = callingCodeAtStart(compact);
  return code === undefined ? undefined : internationalNumber(compact.slice(code.length + 1));
}

/** The posted country when the phone metadata knows it, or null (the select's "International", a forged value). */
export function phoneCountryOf(posted: string | undefined): CountryCode | null {
  const code = posted?.trim().toUpperCase() ?? "";
  return isSupportedCountry(code) ? code : null;
}

/**
 * Without JavaScript the phone field starts as "+971" whatever the country
 * select says, so a visitor who chooses another country and types their
 * number after it sends "+971 07700 900123". What follows the prefix is read
 * under the chosen country when it is a valid number there, or a possible one
 * while the whole is no valid UAE number.
 */
function afterDefaultPrefix(compact: string, country: CountryCode): PhoneNumber | undefined {
  if (country === DEFAULT_PHONE_COUNTRY || !compact.startsWith(DEFAULT_PHONE_PREFIX)) return undefined;
  const chosen = parsePhoneNumberFromString(compact.slice(DEFAULT_PHONE_PREFIX.length), {
    defaultCountry: country,
    extract: false,
  });
  if (chosen === undefined || chosen.country !== country) return undefined;
  if (chosen.isValid()) return chosen;
  const asTyped = parsePhoneNumberFromString(compact, { extract: false });
  return chosen.isPossible() && !asTyped?.isValid() ? chosen : undefined;
}

/**
 * Empty input, or the calling code the phone field starts with, means "no
 * phone". Anything else must parse as a possible number (its length one its
 * country's numbers have) and is returned in E.164, "00" read as "+". A
 * possible number that is no valid one of its country is kept as it is, and
 * the inbox says so (phoneCheck): the metadata may not know a new range, and
 * a lead is worth more than the check. A number without "+" is read as one
 * of `country`.
 */
export function normalisePhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneResult {
  const trimmed = input.trim();
  const compact = trimmed.replace(/[\s().-]/g, "");
  if (compact === "" || isBareCallingCode(compact)) return { ok: true, phone: null };
  if (trimmed.length > contactLimits.phone.max) return { ok: false };
  const international =
    enteredAfterCallingCode(compact) ?? (compact.startsWith("00") ? internationalNumber(compact) : undefined);
  const chosen = afterDefaultPrefix(international ?? compact, country);
  if (chosen !== undefined) return { ok: true, phone: chosen.number };
  const parsed = parsePhoneNumberFromString(international ?? trimmed, {
    defaultCountry: country,
    extract: false,
  });
  if (!parsed?.isPossible()) return { ok: false };
  return { ok: true, phone: parsed.number };
}

/** What the inbox says of a stored number: nothing when it is valid, else the country (or only the calling code) it is no valid number of. */
export type PhoneCheck =
  { valid: true } | { valid: false; country: CountryCode | undefined; callingCode: string };

export function phoneCheck(stored: string): PhoneCheck {
  const parsed = parsePhoneNumberFromString(stored);
  if (parsed?.isValid()) return { valid: true };
  return {
    valid: false,
    country: parsed?.country,
    callingCode: parsed?.countryCallingCode ?? callingCodeAtStart(stored) ?? "",
  };
}

/**
 * The phone as a form without the country select shows it again: a number
 * the chosen country gave its meaning to (typed without "+", or after the
 * field's starting +971) is shown with that country's code, so that sending
 * the form again keeps its meaning. Anything else stays as typed.
 */
export function phoneWithCountryCode(input: string, postedCountry: string | undefined): string {
  const country = phoneCountryOf(postedCountry);
  if (country === null) return input;
  const read = normalisePhone(input, country);
  if (!read.ok || read.phone === null) return input;
  const asTyped = parsePhoneNumberFromString(input.trim(), { extract: false });
  return read.phone === asTyped?.number
    ? input
    : (parsePhoneNumberFromString(read.phone)?.formatInternational() ?? input);
}

/** A stored E.164 number as people read it ("+971 50 123 4567"), or as stored when it does not parse. */
export function displayPhone(stored: string): string {
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}

/** The browser's own email check (the HTML standard's), plus a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  const result = safeParse(pipe(string(), rfcEmail()), value);
  return result.success && /@[^@]+\.[^@.]+$/.test(value);
}

/** One run of a local part: RFC 5321's atext without % and ! (old routing syntax) or # & / ? (a URL's). */
const LOCAL_ATOM = "[A-Za-z0-9$'*+=^_`\\{\\|\\}~\\-]+";
/** A DNS label: letters, digits and inner hyphens, at most 63 (LDH). */
const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";
/** The last label starts with a letter, so a bare IP address (1.2.3.4) is no domain. */
const TOP_LABEL = "[A-Za-z](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?";

/**
 * An address some mail system delivers to: a dot-atom local part of at most
 * 64 characters without the characters above, no quoted local part, and a
 * domain of LDH labels with a dot (no IP literal). Stricter than the HTML
 * standard's check, which lets through "a%b?bcc=x&body=y@example.org". The
 * browser form uses it as the email field's `pattern` (matched whole, with
 * the `v` flag); the server checks the same pattern.
 */
export const DELIVERABLE_EMAIL_PATTERN = `(?=[^@]{1,64}@)${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LABEL}`;

let deliverableEmail: RegExp | undefined;

export function isDeliverableEmail(value: string): boolean {
  deliverableEmail ??= new RegExp(`^(?:${DELIVERABLE_EMAIL_PATTERN})$`, "v");
  return deliverableEmail.test(value);
}

/** What can be wrong with a posted form; the words for each, in every language, are in content/contact-form. */
export type ContactMessageKey =
  | "fullNameMissing"
  | "fullNameTooLong"
  | "emailMissing"
  | "emailTooLong"
  | "emailInvalid"
  | "emailUndeliverable"
  | "phoneInvalid"
  | "messageMissing"
  | "messageTooLong";

/** A field that may be missing from the post counts as empty. */
function field() {
  return optional(string(), "");
}

/** Names are one line: control characters (line breaks included) become spaces. */
function singleLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f]+/g, " ");
}

/**
 * Browsers send textarea line breaks as CRLF but count them as one character
 * for maxlength, so lengths are checked on LF. Other control characters
 * (NUL, which PostgreSQL refuses, among them) are dropped.
 */
function multiLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

function createContactSchema() {
  return object({
    fullName: pipe(
      field(),
      transform(singleLine),
      trim(),
      nonEmpty("fullNameMissing" satisfies ContactMessageKey),
      maxLength(contactLimits.fullName.max, "fullNameTooLong" satisfies ContactMessageKey),
    ),
    email: pipe(
      field(),
      trim(),
      nonEmpty("emailMissing" satisfies ContactMessageKey),
      maxLength(contactLimits.email.max, "emailTooLong" satisfies ContactMessageKey),
      check(isEmailAddress, "emailInvalid" satisfies ContactMessageKey),
      check(isDeliverableEmail, "emailUndeliverable" satisfies ContactMessageKey),
    ),
    message: pipe(
      field(),
      transform(multiLine),
      trim(),
      nonEmpty("messageMissing" satisfies ContactMessageKey),
      maxLength(contactLimits.message.max, "messageTooLong" satisfies ContactMessageKey),
    ),
  });
}

type ContactSchema = ReturnType<typeof createContactSchema>;

/** A submission that passed the rules, ready to store. */
export type ContactSubmission = InferOutput<ContactSchema> & { phone: string | null };

/** What is wrong with each field that failed, as a message key: the answer page words it in the visitor's language. */
export type ContactFieldErrors = Partial<Record<ContactFieldName, ContactMessageKey>>;

export type ContactValidation =
  { success: true; submission: ContactSubmission } | { success: false; errors: ContactFieldErrors };

let contactSchema: ContactSchema | undefined;

const schemaFields = ["fullName", "email", "message"] as const;

/**
 * Checks a posted form against the rules. Unknown fields are ignored; each
 * field that fails gets the first message that applies to it.
 */
export function validateContact(input: Readonly<Record<string, string>>): ContactValidation {
  contactSchema ??= createContactSchema();
  const result = safeParse(contactSchema, input);
  // The phone depends on two posted fields (the number and the chosen country), so it is read beside the schema.
  const phone = normalisePhone(
    input.phone ?? "",
    phoneCountryOf(input[PHONE_COUNTRY_FIELD]) ?? DEFAULT_PHONE_COUNTRY,
  );
  if (result.success && phone.ok)
    return { success: true, submission: { ...result.output, phone: phone.phone } };
  const errors: ContactFieldErrors = {};
  if (!result.success) {
    const nested = flatten<ContactSchema>(result.issues).nested ?? {};
    for (const name of schemaFields) {
      const message = nested[name]?.[0];
      // Every message the schema above can give is a ContactMessageKey.
      if (message !== undefined) errors[name] = message as ContactMessageKey;
    }
  }
  if (!phone.ok) errors.phone = "phoneInvalid";
  return { success: false, errors };
}
