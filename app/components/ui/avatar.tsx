/**
 * A placeholder avatar: the first letter of the person's first name, no
 * external image service. One letter, because two initials can read as a
 * word (دانيال ميرسر gave «دم», "blood") or as the article ال.
 */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-navy-700 to-navy-900 text-2xl font-semibold text-white ring-4 ring-sand-100 sm:size-20 sm:text-3xl"
    >
      {initial(name)}
    </span>
  );
}

function initial(name: string): string {
  const [letter = ""] = name.trim();
  return letter.toLocaleUpperCase();
}
