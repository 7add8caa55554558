/** The header's own words: its landmark's name and the phone menu's toggle. */
export const siteHeaderCopy = {
  navigationLabel: "Main",
  menuToggle: "Toggle menu",
} as const;
