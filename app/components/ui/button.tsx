import clsx from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

type ButtonVariant = "primary" | "secondary" | "inverse";

/* Solid and square-shouldered, one accent; leading-6 keeps a button as tall in Arabic as in English. */
const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-md border px-6 py-3 text-base leading-6 font-semibold transition-colors motion-reduce:transition-none focus-visible:outline-offset-4";

const variants: Record<ButtonVariant, string> = {
  primary: "border-accent bg-accent text-white hover:border-accent-hover hover:bg-accent-hover",
  secondary: "border-navy-300 bg-white text-navy-900 hover:bg-navy-50",
  inverse: "border-white/40 text-white hover:bg-white/10 focus-visible:outline-white",
};

function buttonClasses(variant: ButtonVariant = "primary", className?: string): string {
  return clsx(base, variants[variant], className);
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  children: ReactNode;
}

/** A link that looks like the site's one button style. */
export function ButtonLink({ variant, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link
      {...props}
      className={buttonClasses(variant, typeof className === "string" ? className : undefined)}
    >
      {children}
    </Link>
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonClasses(variant, className)} />;
}
