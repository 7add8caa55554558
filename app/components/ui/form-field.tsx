import type { ReactNode } from "react";

/** The look of every text control, shared by the contact form, the phone field and the inbox; red when marked invalid. */
export const controlClassName =
  "block w-full rounded-lg border border-navy-200 bg-white px-4 py-3 text-base text-ink shadow-xs placeholder:text-slate-500 focus:border-accent-blue focus:outline-2 focus:outline-offset-0 focus:outline-accent-blue/40 aria-invalid:border-red-700";

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string;
  /** What to correct; the control carries `errorProps(id, error)` so it is read with its name. */
  error?: string;
  children: ReactNode;
}

/** The id of a field's error message, which its control is described by. */
const errorIdOf = (id: string) => `${id}-error`;

/** The attributes a control needs when its field shows an error. */
export function errorProps(id: string, error: string | undefined) {
  return error === undefined ? {} : { "aria-invalid": true, "aria-describedby": errorIdOf(id) };
}

/** A visible label tied to its control, with an optional hint under the label and an error under the control. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {/* A space, not a margin: the field's accessible name is "Phone (optional)", not "Phone(optional)". */}
        {hint ? (
          <>
            {" "}
            <span className="font-normal text-ink-muted">{hint}</span>
          </>
        ) : null}
      </label>
      <div className="mt-2">{children}</div>
      {error === undefined ? null : (
        <p id={errorIdOf(id)} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
