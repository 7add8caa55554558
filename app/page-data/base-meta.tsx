import { site } from "~/config/site";

/** The head's first tags on every document, prerendered or rendered by the server. */
export function BaseMeta() {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={site.themeColor} />
    </>
  );
}
