import { describe, expect, it } from "vitest";
import { contentIssueLine, failedLine, readBuildLine, stepLine } from "./build-lines.ts";

describe("the lines the build prints for the publisher", () => {
  it("reads a step, a failed step and a content issue back as written", () => {
    expect(readBuildLine(stepLine(3, 10, "server pages"))).toEqual({
      kind: "step",
      index: 3,
      total: 10,
      name: "server pages",
    });
    expect(readBuildLine(failedLine("prerender"))).toEqual({ kind: "failed", step: "prerender" });
    const issue = {
      file: "team.json",
      path: "ar.members.3.position",
      message: "Position (Arabic) is empty.",
    };
    expect(readBuildLine(contentIssueLine(issue))).toEqual({ kind: "content-issue", issue });
  });

  it("finds a content issue in a plugin error as Vite prints it, coloured and indented", () => {
    const issue = { file: "faq.json", path: "en.items.2.answer", message: "“ř” is not in the site's fonts." };
    expect(readBuildLine(`\u001b[31m  ${contentIssueLine(issue)}\u001b[39m`)).toEqual({
      kind: "content-issue",
      issue,
    });
  });

  it("ignores the build's other output", () => {
    expect(readBuildLine("vite v8.3.8 building client environment for production...")).toBeNull();
    expect(readBuildLine("[build] content issue: {not json")).toBeNull();
  });
});
