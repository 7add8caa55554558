import { useRef } from "react";
import { useParallax } from "~/hooks/use-parallax";

/**
 * The home page's decorative graphic: rises by 0.3 × the scroll distance
 * (at most 200 px) through a transform only, so nothing around it moves.
 */
export function FloatingGraphic({ className }: { className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useParallax(ref);
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="floating-graphic"
      className={`will-change-transform ${className ?? ""}`}
    >
      <svg viewBox="0 0 480 480" width="480" height="480" focusable="false" className="h-auto w-full">
        <g fill="none" strokeLinecap="round">
          <circle cx="240" cy="240" r="170" stroke="#ffffff" strokeOpacity="0.12" />
          <circle cx="240" cy="240" r="120" stroke="#ffffff" strokeOpacity="0.16" strokeDasharray="2 10" />
          <ellipse
            cx="240"
            cy="240"
            rx="200"
            ry="82"
            stroke="#5b8def"
            strokeWidth="2.5"
            transform="rotate(-24 240 240)"
          />
          <ellipse
            cx="240"
            cy="240"
            rx="200"
            ry="82"
            stroke="#dcc8a5"
            strokeOpacity="0.6"
            strokeWidth="1.5"
            transform="rotate(36 240 240)"
          />
        </g>
        <rect
          x="170"
          y="170"
          width="140"
          height="140"
          rx="32"
          fill="#0b1b33"
          stroke="#5b8def"
          strokeWidth="2.5"
        />
        <path
          d="M198 262c14-26 28-38 42-38s24 8 42 8"
          fill="none"
          stroke="#5b8def"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path
          d="M198 282c16-16 30-22 44-22s20 5 40 5"
          fill="none"
          stroke="#dcc8a5"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <g fill="#ffffff">
          <circle cx="58" cy="300" r="6" />
          <circle cx="420" cy="178" r="6" />
          <circle cx="330" cy="418" r="4" fillOpacity="0.7" />
          <circle cx="120" cy="96" r="4" fillOpacity="0.7" />
        </g>
      </svg>
    </div>
  );
}
