interface FormErrorSummaryProps {
  heading: string;
  /** Each problem, in the form's order, with the id of the field it is about. */
  problems: readonly { fieldId: string; message: string }[];
}

/**
 * Names each problem and links to its field, as GOV.UK's error summary does.
 * It takes focus when the page loads, so a screen reader starts with it.
 */
export function FormErrorSummary({ heading, problems }: FormErrorSummaryProps) {
  return (
    <div
      id="form-errors"
      className="mb-6 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900"
      role="alert"
      aria-labelledby="form-errors-title"
      tabIndex={-1}
      // Shown only after a failed post, so taking focus moves no one from where they were.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK's error summary pattern, see above
      autoFocus
    >
      <h2 id="form-errors-title" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 list-disc space-y-1 ps-5">
        {/* A field may have more than one problem. */}
        {problems.map(({ fieldId, message }, index) => (
          <li key={`${fieldId}-${index}`}>
            <a href={`#${fieldId}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
