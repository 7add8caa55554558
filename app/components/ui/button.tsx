import clsx from "clsx";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

type ButtonVariant = "primary" | "secondary" | "inverse";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-[background-color,box-shadow,transform] duration-200 motion-reduce:transition-none focus-visible:outline-offset-4";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-linear-to-r from-accent-blue to-accent-violet text-white shadow-lg shadow-accent-blue/25 hover:shadow-xl hover:shadow-accent-violet/30 hover:-translate-y-px motion-reduce:hover:translate-y-0",
  secondary: "border border-navy-200 bg-white text-navy-900 hover:border-navy-300 hover:bg-navy-50",
  inverse: "border border-white/30 text-white hover:bg-white/10 focus-visible:outline-white",
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
