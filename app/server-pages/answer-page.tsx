import { isSupportedCountry, type CountryCode } from "libphonenumber-js";
import metadata from "libphonenumber-js/metadata.min.json";
import type { ReactNode } from "react";
import type { Labels } from "react-phone-number-input";
import arabicCountryLabels from "react-phone-number-input/locale/ar.json";
import { Link } from "react-router";
import { ContactForm, contactFieldId } from "~/components/contact-form";
import { ContactSection } from "~/components/contact-section";
import { FormErrorSummary } from "~/components/form-error-summary";
import PhoneInputField from "~/components/phone-input";
import { SiteFrame } from "~/components/site-frame";
import { Container } from "~/components/ui/container";
import { errorProps } from "~/components/ui/form-field";
import { localeInfo, type Locale, type Localised } from "~/config/locales";
import { pages } from "~/config/pages";
import { answerPagesCopy, type AnswerPagesCopy } from "~/content/answer-pages";
import { contactMessages } from "~/content/contact-form";
import { arabicCountryNameCorrections } from "~/content/country-names";
import {
  DEFAULT_PHONE_COUNTRY,
  DEFAULT_PHONE_PREFIX,
  type ContactFieldErrors,
  type ContactFieldName,
} from "~/lib/contact-rules";
import { localisedPath } from "~/lib/locale-paths";
import type { ContactValues } from "~/lib/lead";
import { contactDetails } from "~/page-data/contact-details";
import type { AnswerPageInput } from "./contract";

const FORM_ID_PREFIX = "contact";
const fieldOrder: readonly ContactFieldName[] = ["fullName", "email", "phone", "message"];

/** The library's Arabic country names with our corrections; English is the library's own. */
const countryLabels: Localised<Labels | undefined> = {
  en: undefined,
  ar: { ...arabicCountryLabels, ...arabicCountryNameCorrections },
};

/**
 * The same phone field as on the site, country select and flag included,
 * holding what the visitor typed (these pages run no script, so the select
 * does not rewrite the number: the server reads the two together).
 */
/**
 * The country a number given back is shown under: the main country of its
 * calling code ("+44" is the United Kingdom), read from its first digits, since
 * a number too short or unknown to the metadata names no country of its own.
 * Calling codes are prefix-free, so the first that matches is the one.
 */
function countryOfTyped(typed: string): CountryCode | undefined {
  if (!typed.trim().startsWith("+")) return undefined;
  const digits = typed.replace(/\D/g, "");
  for (const length of [1, 2, 3]) {
    const main = metadata.country_calling_codes[digits.slice(0, length)]?.[0];
    if (main !== undefined && isSupportedCountry(main)) return main;
  }
  return undefined;
}

function ReturnedPhoneField({
  locale,
  typed,
  error,
}: {
  locale: Locale;
  typed: string;
  error: string | undefined;
}) {
  const country = countryOfTyped(typed);
  const id = contactFieldId(FORM_ID_PREFIX, "phone");
  return (
    <PhoneInputField
      id={id}
      name="phone"
      value={undefined}
      onChange={() => undefined}
      lang={localeInfo[locale].lang}
      labels={countryLabels[locale]}
      returned={{
        typed: typed.trim() === "" ? DEFAULT_PHONE_PREFIX : typed,
        country: country ?? DEFAULT_PHONE_COUNTRY,
        inputProps: errorProps(id, error),
      }}
    />
  );
}

function ReturnedForm({
  locale,
  values,
  errors = {},
}: {
  locale: Locale;
  values: ContactValues;
  errors?: ContactFieldErrors;
}) {
  const messages = contactMessages[locale];
  const worded = Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, messages[key]]));
  return (
    <ContactForm
      idPrefix={FORM_ID_PREFIX}
      returned={{ values, errors: worded }}
      phoneField={<ReturnedPhoneField locale={locale} typed={values.phone} error={worded.phone} />}
    />
  );
}

function errorSummary(locale: Locale, copy: AnswerPagesCopy, errors: ContactFieldErrors): ReactNode {
  const messages = contactMessages[locale];
  const problems = fieldOrder.flatMap((name) => {
    const key = errors[name];
    return key === undefined
      ? []
      : [{ fieldId: contactFieldId(FORM_ID_PREFIX, name), message: messages[key] }];
  });
  return <FormErrorSummary heading={copy.errorSummaryHeading} problems={problems} />;
}

interface AnswerContent {
  title: string;
  heading: string;
  lead: string;
  /** The contact section's form, given back with what to fix; or, for answers without a form, what follows the lead. */
  form?: { notice?: ReactNode; form: ReactNode };
  body?: ReactNode;
}

/** The page's title, heading, lead and what follows them, for one answer. */
function answerContent(input: AnswerPageInput, locale: Locale): AnswerContent {
  const copy = answerPagesCopy[locale];
  switch (input.kind) {
    case "invalid":
      return {
        ...copy.invalid,
        form: {
          notice: errorSummary(locale, copy, input.errors),
          form: <ReturnedForm locale={locale} values={input.values} errors={input.errors} />,
        },
      };
    case "tooLarge": {
      const errors: ContactFieldErrors = { message: "messageTooLong" };
      return {
        ...copy.tooLarge,
        form: {
          notice: errorSummary(locale, copy, errors),
          form: <ReturnedForm locale={locale} values={input.values} errors={errors} />,
        },
      };
    }
    case "rateLimited": {
      const wait = copy.minutes(Math.max(1, Math.ceil(input.retryAfterSeconds / 60)));
      return {
        ...copy.rateLimited,
        lead: copy.rateLimited.lead(wait),
        form: { form: <ReturnedForm locale={locale} values={input.values} /> },
      };
    }
    case "notStored":
      return { ...copy.notStored, form: { form: <ReturnedForm locale={locale} values={input.values} /> } };
    default:
      return {
        ...copy[input.kind],
        body: (
          <p className="mt-8">
            <Link
              to={localisedPath(pages.contact.path, locale)}
              className="font-medium text-accent-text underline underline-offset-2"
            >
              {copy.backToForm}
            </Link>
          </p>
        ),
      };
  }
}

/**
 * The inside of the site's frame for one answer; `title` goes to the document.
 * An answer with the form is the contact page's section again (heading, panel,
 * form at the same width), with the answer as its heading and lead.
 */
export function answerPage(input: AnswerPageInput, locale: Locale): { title: string; main: ReactNode } {
  const { title, heading, lead, form, body } = answerContent(input, locale);
  return {
    title,
    main: (
      <SiteFrame>
        {form ? (
          <ContactSection
            heading={heading}
            lead={lead}
            details={contactDetails(locale)}
            headingLevel={1}
            notice={form.notice}
            form={form.form}
          />
        ) : (
          <div className="bg-sand-50 py-16 sm:py-24">
            <Container>
              <h1 className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
                {heading}
              </h1>
              <p className="mt-4 text-lg text-pretty text-ink-muted">{lead}</p>
              {body}
            </Container>
          </div>
        )}
      </SiteFrame>
    ),
  };
}
