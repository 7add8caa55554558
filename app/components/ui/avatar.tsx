/** A placeholder avatar drawn from a person's initials: no external image service. */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-20 items-center justify-center rounded-full bg-linear-to-br from-navy-700 to-navy-900 text-xl font-semibold tracking-wide text-white ring-4 ring-sand-100"
    >
      {initials(name)}
    </span>
  );
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  // A zero-width non-joiner keeps Arabic initials two letters rather than one joined word.
  return /\p{Script=Arabic}/u.test(first + last) ? [first, last].filter(Boolean).join("\u200c") : (first + last).toUpperCase();
}
