import type { ReactNode } from "react";

/** The look of every text control, shared by the contact form and the phone field. */
export const controlClassName =
  "block w-full rounded-lg border border-navy-200 bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-accent-blue focus:outline-2 focus:outline-offset-0 focus:outline-accent-blue/40";

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}

/** A visible label tied to its control, with an optional hint under the label. */
export function FormField({ id, label, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {/* A space, not a margin: the field's accessible name is "Phone (optional)", not "Phone(optional)". */}
        {hint ? <> <span className="font-normal text-ink-muted">{hint}</span></> : null}
      </label>
      <div className="mt-2">{children}</div>
    </div>
  );
}
