/**
 * The few W3C WebDriver commands the WebKit suite uses, over fetch() to
 * WebKitWebDriver (https://www.w3.org/TR/webdriver2/). Errors carry the
 * driver's own error code and message.
 */

/** The key under which WebDriver returns a reference to an element. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** WebDriver's code points for keys that type no character. */
export const Key = { Escape: "\uE00C", Control: "\uE009", End: "\uE010" } as const;

export interface ElementRef {
  [ELEMENT_KEY]: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface WebDriverError {
  error: string;
  message: string;
}

function isWebDriverError(value: unknown): value is WebDriverError {
  return typeof value === "object" && value !== null && "error" in value && typeof value.error === "string";
}

async function command<T>(url: string, method: "GET" | "POST" | "DELETE", body?: object): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok || isWebDriverError(value)) {
    const detail = isWebDriverError(value) ? `${value.error}: ${value.message}` : `HTTP ${response.status}`;
    throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${detail}`);
  }
  return value as T;
}

/** One browser session: the page it shows and the elements on it. */
export class WebDriverSession {
  private readonly base: string;

  private constructor(driverUrl: string, id: string) {
    this.base = `${driverUrl}/session/${id}`;
  }

  static async start(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
    const { sessionId } = await command<{ sessionId: string }>(`${driverUrl}/session`, "POST", {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(driverUrl, sessionId);
  }

  end(): Promise<void> {
    return command(this.base, "DELETE");
  }

  /** Loads a URL and returns once the page has loaded (WebDriver's "normal" page load strategy). */
  goto(url: string): Promise<void> {
    return command(`${this.base}/url`, "POST", { url });
  }

  currentUrl(): Promise<string> {
    return command(`${this.base}/url`, "GET");
  }

  windowRect(): Promise<Rect> {
    return command(`${this.base}/window/rect`, "GET");
  }

  setWindowSize(width: number, height: number): Promise<Rect> {
    return command(`${this.base}/window/rect`, "POST", { width, height });
  }

  /** Runs a function body in the page; `arguments[0]`… are `args`, elements pass as ElementRef. */
  execute<T>(script: string, ...args: unknown[]): Promise<T> {
    return command(`${this.base}/execute/sync`, "POST", { script, args });
  }

  /** Runs a function body that calls `arguments[arguments.length - 1]` with its result. */
  executeAsync<T>(script: string, ...args: unknown[]): Promise<T> {
    return command(`${this.base}/execute/async`, "POST", { script, args });
  }

  find(css: string): Promise<ElementRef> {
    return command(`${this.base}/element`, "POST", { using: "css selector", value: css });
  }

  findAll(css: string): Promise<ElementRef[]> {
    return command(`${this.base}/elements`, "POST", { using: "css selector", value: css });
  }

  /** A real click at the element's centre, after scrolling it into view, as WebDriver defines it. */
  click(element: ElementRef): Promise<void> {
    return command(`${this.base}/element/${element[ELEMENT_KEY]}/click`, "POST", {});
  }

  type(element: ElementRef, text: string): Promise<void> {
    return command(`${this.base}/element/${element[ELEMENT_KEY]}/value`, "POST", { text });
  }

  /** Presses and releases one key on whatever has focus. */
  press(key: string): Promise<void> {
    return command(`${this.base}/actions`, "POST", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: key },
            { type: "keyUp", value: key },
          ],
        },
      ],
    });
  }

  /** Presses `key` while holding `modifier` (Ctrl+C, Ctrl+V) on whatever has focus. */
  chord(modifier: string, key: string): Promise<void> {
    return command(`${this.base}/actions`, "POST", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: modifier },
            { type: "keyDown", value: key },
            { type: "keyUp", value: key },
            { type: "keyUp", value: modifier },
          ],
        },
      ],
    });
  }

  /** Whether the element is rendered, by WebDriver's element displayedness. */
  isDisplayed(element: ElementRef): Promise<boolean> {
    return command(`${this.base}/element/${element[ELEMENT_KEY]}/displayed`, "GET");
  }

  attribute(element: ElementRef, name: string): Promise<string | null> {
    return command(`${this.base}/element/${element[ELEMENT_KEY]}/attribute/${name}`, "GET");
  }

  /** A PNG of the viewport, as the browser painted it. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(await command<string>(`${this.base}/screenshot`, "GET"), "base64");
  }
}
