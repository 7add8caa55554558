import type { ReactNode } from "react";
import { Link } from "react-router";
import { ContactForm, contactFieldId } from "~/components/contact-form";
import { FormErrorSummary } from "~/components/form-error-summary";
import { SiteFrame } from "~/components/site-frame";
import { controlClassName, errorProps } from "~/components/ui/form-field";
import type { Locale } from "~/config/locales";
import { pages } from "~/config/pages";
import { answerPagesCopy, type AnswerPagesCopy } from "~/content/answer-pages";
import { contactMessages } from "~/content/contact-form";
import { DEFAULT_PHONE_PREFIX, type ContactFieldErrors, type ContactFieldName } from "~/lib/contact-rules";
import { localisedPath } from "~/lib/locale-paths";
import type { ContactValues } from "~/lib/submission";
import type { AnswerPageInput } from "./contract";

const FORM_ID_PREFIX = "contact";
const fieldOrder: readonly ContactFieldName[] = ["fullName", "email", "phone", "message"];

/** The phone as the visitor typed it (country code included), in a plain field: these pages run no script. */
function PlainPhoneField({ value, error }: { value: string; error: string | undefined }) {
  const id = contactFieldId(FORM_ID_PREFIX, "phone");
  return (
    <input
      id={id}
      name="phone"
      type="tel"
      dir="ltr"
      autoComplete="tel"
      defaultValue={value.trim() === "" ? DEFAULT_PHONE_PREFIX : value}
      {...errorProps(id, error)}
      className={`${controlClassName} rtl:text-right`}
    />
  );
}

function FormCard({ locale, values, errors = {} }: { locale: Locale; values: ContactValues; errors?: ContactFieldErrors }) {
  const messages = contactMessages[locale];
  const worded = Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, messages[key]]));
  return (
    <div className="mt-10 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm shadow-navy-900/5 sm:p-8">
      <ContactForm
        idPrefix={FORM_ID_PREFIX}
        returned={{ values, errors: worded }}
        phoneField={<PlainPhoneField value={values.phone} error={worded.phone} />}
      />
    </div>
  );
}

function ErrorsAndForm({ locale, copy, values, errors }: { locale: Locale; copy: AnswerPagesCopy; values: ContactValues; errors: ContactFieldErrors }) {
  const messages = contactMessages[locale];
  const problems = fieldOrder.flatMap((name) => {
    const key = errors[name];
    return key === undefined ? [] : [{ fieldId: contactFieldId(FORM_ID_PREFIX, name), message: messages[key] }];
  });
  return (
    <>
      <FormErrorSummary heading={copy.errorSummaryHeading} problems={problems} />
      <FormCard locale={locale} values={values} errors={errors} />
    </>
  );
}

/** The page's title, heading, lead and what follows them, for one answer. */
function answerContent(input: AnswerPageInput, locale: Locale): { title: string; heading: string; lead: string; body: ReactNode } {
  const copy = answerPagesCopy[locale];
  const backToForm = (
    <p className="mt-8">
      <Link to={localisedPath(pages.contact.path, locale)} className="font-medium text-accent-text underline underline-offset-2">
        {copy.backToForm}
      </Link>
    </p>
  );
  switch (input.kind) {
    case "invalid":
      return { ...copy.invalid, body: <ErrorsAndForm locale={locale} copy={copy} values={input.values} errors={input.errors} /> };
    case "tooLarge":
      return { ...copy.tooLarge, body: <ErrorsAndForm locale={locale} copy={copy} values={input.values} errors={{ message: "messageTooLong" }} /> };
    case "rateLimited": {
      const wait = copy.minutes(Math.max(1, Math.ceil(input.retryAfterSeconds / 60)));
      return { ...copy.rateLimited, lead: copy.rateLimited.lead(wait), body: <FormCard locale={locale} values={input.values} /> };
    }
    case "notStored":
      return { ...copy.notStored, body: <FormCard locale={locale} values={input.values} /> };
    default:
      return { ...copy[input.kind], body: backToForm };
  }
}

/** The inside of the site's frame for one answer; `title` goes to the document. */
export function answerPage(input: AnswerPageInput, locale: Locale): { title: string; main: ReactNode } {
  const { title, heading, lead, body } = answerContent(input, locale);
  return {
    title,
    main: (
      <SiteFrame>
        <div className="bg-sand-50 py-16 sm:py-24">
          <div className="mx-auto w-full max-w-3xl px-5 sm:px-8">
            <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{heading}</h1>
            <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p>
            {body}
          </div>
        </div>
      </SiteFrame>
    ),
  };
}
