/** `Page | Brand` for a page with its own title, the brand alone otherwise. */
export function pageTitle(title: string | null | undefined, brand: string): string {
  const own = title?.trim();
  return own ? `${own} | ${brand}` : brand;
}
