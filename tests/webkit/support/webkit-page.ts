import { WebDriverSession, type ElementRef } from "./webdriver.ts";
import type { WebKitContext } from "./global-setup.ts";

/** The widths the suite checks: a phone's, below Tailwind's md breakpoint (768 px) where the header links collapse into the menu, and a desktop's. */
export const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what}`);
    await new Promise((later) => setTimeout(later, 50));
  }
}

/** MiniBrowser, driven over WebDriver, showing pages of the site under test. */
export class WebKitPage {
  readonly session: WebDriverSession;
  readonly siteUrl: string;

  private constructor(session: WebDriverSession, siteUrl: string) {
    this.session = session;
    this.siteUrl = siteUrl;
  }

  static async start(context: WebKitContext): Promise<WebKitPage> {
    return new WebKitPage(
      await WebDriverSession.start(context.driverUrl, context.capabilities),
      context.siteUrl,
    );
  }

  end(): Promise<void> {
    return this.session.end();
  }

  /**
   * Sizes the window so that the page's viewport (innerWidth × innerHeight) is
   * exactly this. GTK applies a resize asynchronously, so the page may still
   * report the old size just after the command returns: MiniBrowser's toolbar
   * is measured (window less viewport) only with the window at rest, and each
   * resize is waited for before the viewport is trusted.
   */
  async setViewport({ width, height }: { width: number; height: number }): Promise<void> {
    const viewport = () => this.session.execute<[number, number]>("return [innerWidth, innerHeight]");
    const isTarget = async () => {
      const [innerWidth, innerHeight] = await viewport();
      return innerWidth === width && innerHeight === height;
    };
    for (let attempt = 1; ; attempt++) {
      const [innerWidth, innerHeight] = await viewport();
      if (innerWidth === width && innerHeight === height) return;
      if (attempt > 3)
        throw new Error(
          `MiniBrowser's viewport is ${innerWidth} × ${innerHeight} px, not ${width} × ${height}`,
        );
      const window = await this.session.windowRect();
      await this.session.setWindowSize(
        width + window.width - innerWidth,
        height + window.height - innerHeight,
      );
      await waitFor(`MiniBrowser's viewport is ${width} × ${height}`, isTarget, 3_000).catch(() => undefined);
    }
  }

  /** Opens a path of the site at a viewport and waits until React has hydrated it. */
  async open(path: string, viewport: { width: number; height: number }): Promise<void> {
    await this.setViewport(viewport);
    await this.session.goto(new URL(path, this.siteUrl).href);
    await this.waitForHydration();
  }

  /**
   * Every link and form control outside the phone field carries React's props:
   * the scripted widgets work from then on (the phone field hydrates later,
   * when it comes near the viewport).
   */
  waitForHydration(): Promise<void> {
    return waitFor("React has hydrated the page", () =>
      this.session.execute<boolean>(`
        const controls = Array.from(document.querySelectorAll("body a, body button, body input, body select, body textarea"))
          .filter((element) => element.closest(".PhoneInput") === null);
        return controls.length > 0 && controls.every((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$")));
      `),
    );
  }

  /** The path of the page on show. */
  async path(): Promise<string> {
    return new URL(await this.session.currentUrl()).pathname;
  }

  find(css: string): Promise<ElementRef> {
    return this.session.find(css);
  }

  /** Evaluates an expression about one element, passed as `element`. */
  about<T>(element: ElementRef, expression: string): Promise<T> {
    return this.session.execute<T>(`const element = arguments[0]; return ${expression};`, element);
  }
}
