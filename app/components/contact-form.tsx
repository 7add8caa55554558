import { Send } from "~/components/ui/icons";
import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { pages } from "~/config/pages";
import { contactFormCopy } from "~/content/contact-form";
import { useLocale } from "~/hooks/use-locale";
import { localisedPath } from "~/lib/locale-paths";
import { CONTACT_FORM_NAME, contactLimits, HONEYPOT_FIELD, MESSAGE_ROWS } from "~/lib/contact-rules";
import { PhoneField, type PhoneValue } from "./phone-field";
import { Button } from "./ui/button";
import { controlClassName, FormField } from "./ui/form-field";

interface ContactValues {
  fullName: string;
  email: string;
  message: string;
}

const emptyValues: ContactValues = { fullName: "", email: "", message: "" };

/**
 * The contact form, used on the home, contact and FAQ pages of each language.
 * A native POST to that language's success page: it works without JavaScript,
 * on a platform's form collection (data-netlify) and with our own collector
 * alike. Validation is the browser's.
 */
export function ContactForm({ idPrefix = "contact" }: { idPrefix?: string }) {
  const locale = useLocale();
  const copy = contactFormCopy[locale];
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [phone, setPhone] = useState<PhoneValue | undefined>(undefined);

  const update = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form
      name={CONTACT_FORM_NAME}
      method="post"
      action={localisedPath(pages.success.path, locale)}
      data-netlify="true"
      data-netlify-honeypot={HONEYPOT_FIELD}
      className="grid gap-6"
    >
      <input type="hidden" name="form-name" value={CONTACT_FORM_NAME} />
      {/* Hidden wherever `hidden` is honoured; text browsers honour no way of hiding a field, so its label tells a person to leave it empty. */}
      <div hidden>
        <label>
          {copy.honeypot}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={id("full-name")} label={copy.fullName}>
          <input
            id={id("full-name")}
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
        <FormField id={id("email")} label={copy.email}>
          <input
            id={id("email")}
            name="email"
            type="email"
            dir="ltr"
            required
            maxLength={contactLimits.email.max}
            autoComplete="email"
            value={values.email}
            onChange={update("email")}
            className={`${controlClassName} rtl:text-right`}
          />
        </FormField>
      </div>
      <FormField id={id("phone")} label={copy.phone} hint={copy.phoneHint}>
        <PhoneField id={id("phone")} name="phone" value={phone} onChange={setPhone} />
      </FormField>
      <FormField id={id("message")} label={copy.message}>
        <textarea
          id={id("message")}
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
          <Link to={localisedPath(pages.privacy.path, locale)} className="font-medium text-accent-text underline underline-offset-2">
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
