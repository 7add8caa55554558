import type { FlagProps } from "react-phone-number-input";

/** The library passes its own class name to the flag, though its types leave it out. */
type CountryFlagProps = FlagProps & { className?: string };

/**
 * The phone input's flag as the library draws it, but loaded lazily: the form
 * sits below the fold on most pages, and React would otherwise preload an
 * eager image ahead of the page's own stylesheet and font.
 */
export function CountryFlag({ country, countryName, flagUrl = "", className }: CountryFlagProps) {
  return (
    <img
      className={className}
      alt={countryName}
      role={countryName ? undefined : "presentation"}
      src={flagUrl.replace("{XX}", country).replace("{xx}", country.toLowerCase())}
      loading="lazy"
      decoding="async"
    />
  );
}
