import { siteChrome } from "~/content/site-chrome";
import { useLocale } from "~/hooks/use-locale";
import { pages } from "~/config/pages";
import { localisedPath } from "~/lib/locale-paths";
import { ButtonLink } from "./ui/button";
import { Container } from "./ui/container";

/** What the root's error boundary shows: a page that failed, or a path with no page. */
export default function ErrorPage({ notFound }: { notFound: boolean }) {
  const locale = useLocale();
  const copy = siteChrome[locale].errorPage;
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{notFound ? copy.notFoundHeading : copy.heading}</h1>
      <p className="mt-4 text-ink-muted">{notFound ? copy.notFoundLead : copy.lead}</p>
      <div className="mt-8">
        <ButtonLink to={localisedPath(pages.home.path, locale)}>{copy.homeLink}</ButtonLink>
      </div>
    </Container>
  );
}
