import { Send } from "~/components/ui/icons";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { pages } from "~/config/pages";
import { contactFormCopy } from "~/content/contact-form";
import { useLocale } from "~/hooks/use-locale";
import { isHydrated } from "~/lib/hydration";
import { localisedPath } from "~/lib/locale-paths";
import type { ContactValues } from "~/lib/lead";
import {
  CONTACT_FORM_NAME,
  contactLimits,
  DELIVERABLE_EMAIL_PATTERN,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  MESSAGE_ROWS,
  type ContactFieldName,
} from "~/lib/contact-rules";
import { PhoneField, type PhoneValue } from "./phone-field";
import { Button } from "./ui/button";
import { controlClassName, errorProps, FormField } from "./ui/form-field";

type TextValues = Record<Exclude<ContactFieldName, "phone">, string>;

const emptyValues: TextValues = { fullName: "", email: "", message: "" };

/**
 * What the visitor typed into the prerendered form before the app hydrated it
 * (the form works, and takes typing, from the first paint): the fields are
 * controlled, so React would otherwise set them back to the empty state.
 * Outside hydration (prerendering, a client-side navigation) there is nothing.
 */
function typedBeforeHydration(id: (name: ContactFieldName) => string): TextValues | undefined {
  if (typeof document === "undefined" || isHydrated()) return undefined;
  const typed = (name: keyof TextValues) => {
    const field = document.getElementById(id(name));
    return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
  };
  return { fullName: typed("fullName"), email: typed("email"), message: typed("message") };
}

const idSuffixes: Record<ContactFieldName, string> = {
  fullName: "full-name",
  email: "email",
  phone: "phone",
  message: "message",
};

/** The id of a field of the form, for links to it (the error summary's). */
export const contactFieldId = (idPrefix: string, name: ContactFieldName) => `${idPrefix}-${idSuffixes[name]}`;

interface ContactFormProps {
  idPrefix?: string;
  /** The server's answer to a post it could not take: the visitor's text back, and what to correct (worded). */
  returned?: { values: ContactValues; errors: Partial<Record<ContactFieldName, string>> };
  /** The phone control for a page served without scripts, in place of the country picker. */
  phoneField?: ReactNode;
}

/**
 * The contact form, used on the home, contact and FAQ pages of each language.
 * A native POST to that language's success page: it works without JavaScript,
 * on a platform's form collection (data-netlify) and with our own collector
 * alike. Validation is the browser's, and the server's again: its answer
 * pages render this same form with what the visitor sent and what to fix.
 */
export function ContactForm({ idPrefix = "contact", returned, phoneField }: ContactFormProps) {
  const locale = useLocale();
  const copy = contactFormCopy[locale];
  const id = (name: ContactFieldName) => contactFieldId(idPrefix, name);
  const [values, setValues] = useState<TextValues>(
    () => returned?.values ?? typedBeforeHydration(id) ?? emptyValues,
  );
  const [phone, setPhone] = useState<PhoneValue | undefined>(undefined);
  const errors = returned?.errors ?? {};

  const update = (field: keyof TextValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const field = (name: ContactFieldName) => ({ id: id(name), error: errors[name] });

  return (
    <form
      name={CONTACT_FORM_NAME}
      method="post"
      action={localisedPath(pages.success.path, locale)}
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      className="grid gap-6"
      onSubmit={(event) => {
        // How long the page was open: the server takes a post under 3 s for a bot's.
        const elapsed = event.currentTarget.elements.namedItem(ELAPSED_FIELD);
        if (elapsed instanceof HTMLInputElement) elapsed.value = String(Math.round(performance.now()));
      }}
    >
      <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
      {/* Filled on submit by the handler above; without JavaScript it is sent empty, which the server ignores. */}
      <input type="hidden" name={ELAPSED_FIELD} />
      {/* Hidden wherever `hidden` is honoured; text browsers honour no way of hiding a field, so its label tells a person to leave it empty. */}
      <div hidden>
        <label>
          {copy.honeypot}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...field("fullName")} label={copy.fullName}>
          <input
            id={id("fullName")}
            {...errorProps(id("fullName"), errors.fullName)}
            name="fullName"
            type="text"
            required
            maxLength={contactLimits.fullName.max}
            autoComplete="name"
            value={values.fullName}
            onChange={update("fullName")}
            className={controlClassName}
          />
        </FormField>
        <FormField {...field("email")} label={copy.email}>
          <input
            id={id("email")}
            {...errorProps(id("email"), errors.email)}
            name="email"
            type="email"
            dir="ltr"
            required
            maxLength={contactLimits.email.max}
            pattern={DELIVERABLE_EMAIL_PATTERN}
            title={copy.emailFormat}
            autoComplete="email"
            value={values.email}
            onChange={update("email")}
            className={`${controlClassName} rtl:text-right`}
          />
        </FormField>
      </div>
      <FormField
        {...field("phone")}
        label={copy.phone}
        hint={phoneField === undefined ? copy.phoneHint : copy.phoneHintWithoutScript}
      >
        {phoneField ?? <PhoneField id={id("phone")} name="phone" value={phone} onChange={setPhone} />}
      </FormField>
      <FormField {...field("message")} label={copy.message}>
        <textarea
          id={id("message")}
          {...errorProps(id("message"), errors.message)}
          name="message"
          rows={MESSAGE_ROWS}
          required
          maxLength={contactLimits.message.max}
          value={values.message}
          onChange={update("message")}
          className={`${controlClassName} resize-y`}
        />
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          {copy.privacyNote}{" "}
          <Link
            to={localisedPath(pages.privacy.path, locale)}
            className="font-medium text-accent-text underline underline-offset-2"
          >
            {copy.privacyLink}
          </Link>
          .
        </p>
        <Button type="submit" className="shrink-0">
          {copy.submit}
          <Send className="size-4" />
        </Button>
      </div>
    </form>
  );
}
