import type { LucideIcon } from "lucide-react";

/** A line icon on a soft tile; decorative, because the text beside it names it. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-50 text-accent-text ring-1 ring-navy-100">
      <Icon aria-hidden="true" focusable="false" className="size-6" strokeWidth={1.6} />
    </span>
  );
}
