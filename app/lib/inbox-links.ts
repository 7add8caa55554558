/**
 * Links into the inbox that a mail carries: absolute under SITE_URL, else the
 * path alone (the mail then names the page on the site). The one place a
 * staff mail's link is built, so no mail points at a page that has moved.
 */
interface InboxLinks {
  /** The list of leads. */
  list: string;
  lead(id: number): string;
  overdue: string;
  spam: string;
  account: string;
}

export function inboxLinks(siteUrl: string | null): InboxLinks {
  const base = `${siteUrl ?? ""}/inbox`;
  return {
    list: base,
    lead: (id) => `${base}/submissions/${id}`,
    overdue: `${base}?overdue=1`,
    spam: `${base}?state=spam`,
    account: `${base}/account`,
  };
}
