import { describe, expect, it } from "vitest";
import { requestPath } from "./request-path.ts";

describe("requestPath", () => {
  it.each([
    ["/", "/"],
    ["/services/", "/services/"],
    ["/services?utm_source=newsletter", "/services"],
    ["/about#team", "/about"],
    ["/serv%69ces", "/services"],
    ["/services/../about", "/about"],
    ["/services/%2e%2e/about", "/about"],
    ["/services/./", "/services/"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["//etc/passwd", "//etc/passwd"],
    ["/about%2F", "/about%2F"],
    ["/%E0%A4%A", "/%E0%A4%A"],
    ["/caf%C3%A9", "/café"],
    ["http://elsewhere.example/about?x", "/about"],
    ["/search?q=a\\b", "/search"],
  ])("reads %s as %s", (target, path) => {
    expect(requestPath(target)).toBe(path);
  });

  it.each(["/..\\secret.txt", "/assets\\x", "*", "about", "http://x:99999/", "http://[bad/", "http://%zz/"])(
    "refuses %s",
    (target) => {
      expect(requestPath(target)).toBeNull();
    },
  );
});
