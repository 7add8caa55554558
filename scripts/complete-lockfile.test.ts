import { describe, expect, it } from "vitest";
import { completeLockfile, platformOf } from "./complete-lockfile.ts";

describe("platformOf", () => {
  it("reads the platform from a native package's name", () => {
    expect(platformOf("@tailwindcss/oxide-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@tailwindcss/oxide-win32-x64-msvc")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("@tailwindcss/oxide-linux-arm-gnueabihf")).toEqual({
      os: ["linux"],
      cpu: ["arm"],
      libc: ["glibc"],
    });
    expect(platformOf("@tailwindcss/oxide-linux-x64-musl")).toEqual({
      os: ["linux"],
      cpu: ["x64"],
      libc: ["musl"],
    });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
    expect(platformOf("left-pad")).toBeUndefined();
  });
});

describe("completeLockfile", () => {
  it("adds only the missing platform packages, as optional, keeping dev-ness", () => {
    const packages = {
      "": {},
      "node_modules/@tailwindcss/oxide": {
        version: "4.3.5",
        dev: true,
        optionalDependencies: {
          "@tailwindcss/oxide-linux-x64-gnu": "4.3.5",
          "@tailwindcss/oxide-darwin-arm64": "4.3.5",
          "not-a-platform-package": "1.0.0",
        },
      },
      "node_modules/@tailwindcss/oxide-linux-x64-gnu": { version: "4.3.5", dev: true, optional: true },
    };
    expect(completeLockfile(packages)).toEqual(["@tailwindcss/oxide-darwin-arm64@4.3.5"]);
    expect(packages).toHaveProperty(["node_modules/@tailwindcss/oxide-darwin-arm64"], {
      version: "4.3.5",
      dev: true,
      optional: true,
      os: ["darwin"],
      cpu: ["arm64"],
    });
    expect(packages).not.toHaveProperty(["node_modules/not-a-platform-package"]);
  });
});
