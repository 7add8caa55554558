import type { Icon } from "~/components/ui/icons";

/** A line icon on a soft tile; decorative, because the text beside it names it. */
export function IconBadge({ icon: Glyph }: { icon: Icon }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-50 text-accent-text ring-1 ring-navy-100">
      <Glyph className="size-6" strokeWidth={1.6} />
    </span>
  );
}
