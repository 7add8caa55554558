import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 10_000;

/**
 * Runs only at build time, to prerender every page. `prerender`
 * waits for everything (the lazily loaded phone input included) and writes it
 * in place, so each HTML file is complete and works without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout),
    // Never split a large part (the phone input's country list) out of place into a script-revealed chunk.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { headers: responseHeaders, status });
}
