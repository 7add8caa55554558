import clsx from "clsx";
import { Mail, MessageCircle, Phone, type Icon } from "~/components/ui/icons";
import type { ContactDetail } from "~/page-data/contact-details";

const icons: Partial<Record<ContactDetail["kind"], Icon>> = {
  email: Mail,
  phone: Phone,
  whatsapp: MessageCircle,
};

/** The ways to write or call (email, phone and WhatsApp when set), each a link with its icon. */
export function ContactWays({
  ways,
  label,
  tone,
  className,
}: {
  ways: readonly ContactDetail[];
  /** The list's name for screen readers. */
  label: string;
  tone: "light" | "dark";
  className?: string;
}) {
  return (
    <ul aria-label={label} className={clsx("space-y-2", className)}>
      {ways.map((way) => {
        const Glyph = icons[way.kind] ?? Mail;
        return (
          <li key={way.kind} className="flex items-center gap-3">
            <Glyph
              className={clsx("size-5 shrink-0", tone === "dark" ? "text-sand-200" : "text-accent-text")}
              strokeWidth={1.6}
            />
            <a
              href={way.href}
              dir={way.ltr ? "ltr" : undefined}
              className={clsx(
                "min-w-0 break-words underline underline-offset-2",
                tone === "dark" ? "text-white decoration-white/40" : "text-accent-text",
              )}
            >
              {way.lines[0]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
