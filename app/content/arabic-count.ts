/**
 * A number of things in Arabic, in Western digits (the site's choice), with
 * the counted noun in the form Arabic grammar asks for: its own words for one
 * and two, a plural for 3 to 10, an accusative singular for 11 to 99 and a
 * singular for hundreds and thousands. The last two digits decide, as in
 * Unicode CLDR's Arabic plural rules: 103 takes the plural, 111 the
 * accusative, 200 and 5000 the singular.
 */
export interface ArabicNounForms {
  /** The whole phrase for one, such as "دقيقة واحدة". */
  one: string;
  /** The whole phrase for two, the dual, such as "دقيقتين". */
  two: string;
  /** The plural after 3 to 10, such as "دقائق". */
  few: string;
  /** The accusative singular after 11 to 99, such as "حرفًا". */
  many: string;
  /** The singular after 100, 1000 and after 0, such as "حرف". */
  other: string;
}

/** Which of the forms a count takes. */
export function arabicCountForm(count: number): keyof ArabicNounForms {
  if (count === 1) return "one";
  if (count === 2) return "two";
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11) return "many";
  return "other";
}

export function arabicCount(count: number, forms: ArabicNounForms): string {
  const form = arabicCountForm(count);
  return form === "one" || form === "two" ? forms[form] : `${count} ${forms[form]}`;
}
