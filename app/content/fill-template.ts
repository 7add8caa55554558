/**
 * A template's `{placeholders}` filled with computed facts (the brand, the
 * email address, a number of days). The schema lets a template use only the
 * placeholders its field declares, so every one has a value here.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^{}]*)\}/g, (whole, name: string) => values[name] ?? whole);
}
