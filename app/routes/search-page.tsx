import clsx from "clsx";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { ContactBand } from "~/components/contact-band";
import { ContactCard } from "~/components/contact-card";
import { PageHeader } from "~/components/page-header";
import { cardGrid } from "~/components/ui/card-grid";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { controlClassName } from "~/components/ui/form-field";
import { pages } from "~/config/pages";
import { resultsText } from "~/content/search";
import { useSiteSearch } from "~/hooks/use-site-search";
import { localisedPath } from "~/lib/locale-paths";
import type { Route } from "./+types/search";

/** The query's name in the address, as the form sends it without JavaScript: /search?q=audit. */
const QUERY = "q";

/** Keeps the query in the address, so results can be shared and reloaded, without a navigation. */
function keepInAddress(query: string): void {
  const url = new URL(window.location.href);
  if (query === "") url.searchParams.delete(QUERY);
  else url.searchParams.set(QUERY, query);
  // React Router's own entry state stays, so its history keeps working.
  window.history.replaceState(window.history.state, "", url);
}

export default function SearchPage({
  loaderData: { locale, copy, indexUrl, browse, contactPrompt },
}: Route.ComponentProps) {
  const { state, load } = useSiteSearch(indexUrl);
  const [query, setQuery] = useState("");
  const box = useRef<HTMLInputElement>(null);
  const boxId = useId();
  const browseGrid = cardGrid(browse.length, { sm: 2 });

  // The page is prerendered without a query: the address's, or what was typed before the page hydrated, is read here.
  useEffect(() => {
    const field = box.current;
    if (field === null) return;
    const initial =
      field.value.trim() || (new URLSearchParams(window.location.search).get(QUERY)?.trim() ?? "");
    if (initial === "") return;
    field.value = initial;
    setQuery(initial);
    keepInAddress(initial);
    load();
  }, [load]);

  const change = (value: string) => {
    setQuery(value.trim());
    keepInAddress(value.trim());
    load();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(box.current?.value ?? "");
  };

  const hits = useMemo(
    () => (state.status === "ready" && query !== "" ? state.search.search(query) : []),
    [state, query],
  );
  const status =
    query === ""
      ? ""
      : state.status === "ready"
        ? resultsText(copy, hits.length, query)
        : state.status === "failed"
          ? copy.failed
          : copy.loading;

  return (
    <>
      <PageHeader
        heading={copy.heading}
        lead={<p>{copy.lead}</p>}
        aside={<ContactCard prompt={contactPrompt} tone="dark" />}
      />
      <Container width="text" className="py-12 sm:py-16">
        <form
          role="search"
          method="get"
          action={localisedPath(pages.search.path, locale)}
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grow">
            <label htmlFor={boxId} className="block text-sm font-semibold text-navy-900">
              {copy.label}
            </label>
            <input
              ref={box}
              id={boxId}
              type="search"
              name={QUERY}
              autoComplete="off"
              enterKeyHint="search"
              onFocus={load}
              onChange={(event) => change(event.currentTarget.value)}
              className={clsx(controlClassName, "mt-2")}
            />
          </div>
          <Button type="submit">{copy.submit}</Button>
        </form>
        {/* In the page from the start, empty and not hidden (a hidden region is not watched), so that screen readers announce each count. */}
        <p role="status" className="mt-6 font-semibold text-navy-900">
          {status}
        </p>
        {hits.length > 0 ? (
          <ol className="mt-4 divide-y divide-navy-100 border-y border-navy-100">
            {hits.map((hit) => (
              // The dividers run the column's width; the description keeps the measure of running text.
              <li key={hit.url} className="max-w-none py-5">
                <Link
                  to={hit.url}
                  className="text-lg font-semibold text-accent-text underline-offset-4 hover:underline"
                >
                  {hit.title}
                </Link>
                <p className="mt-1 text-ink-muted">{hit.description}</p>
              </li>
            ))}
          </ol>
        ) : null}
        <h2 id="search-browse" className="mt-12 text-xl font-semibold text-navy-900">
          {copy.browseHeading}
        </h2>
        {/* Always there, not in <noscript>: true with a script too, and a browser that runs scripts but never gets ours
            (blocked, offline) needs it as much; taking it away on hydration would move the page under the reader. */}
        <p className="mt-2 text-ink-muted">{copy.withoutScript}</p>
        <ul aria-labelledby="search-browse" data-card-grid className={`mt-4 gap-3 ${browseGrid.list}`}>
          {browse.map((item) => (
            <li key={item.to} className={browseGrid.item}>
              <Link
                to={item.to}
                className="block rounded-2xl border border-navy-100 bg-white px-5 py-4 font-semibold text-navy-900 hover:border-navy-300 hover:bg-navy-50"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </Container>
      <ContactBand prompt={contactPrompt} />
    </>
  );
}
