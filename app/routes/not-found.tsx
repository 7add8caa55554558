import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { footerNavigation, footerResources } from "~/config/navigation";
import { pages } from "~/config/pages";
import { notFoundPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta(pages.notFound);

const suggestions = [...footerNavigation.slice(1), footerResources[0]].filter((item) => item !== undefined);

export default function NotFoundPage() {
  return (
    <>
      <PageHeader eyebrow={notFoundPage.eyebrow} heading={notFoundPage.heading} lead={<p>{notFoundPage.lead}</p>} />
      <Container className="py-16 sm:py-20">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-2xl border border-navy-100 bg-white px-6 py-5 font-semibold text-navy-900 hover:border-navy-300 hover:bg-navy-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <ButtonLink to={pages.home.path}>{notFoundPage.homeLink}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
