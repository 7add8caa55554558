import { describe, expect, it } from "vitest";
import {
  bodyKind,
  isIdentityEncoding,
  MAX_FORM_BYTES,
  readFormBody,
  toWholeCharacters,
} from "./form-body.ts";

describe("form content types", () => {
  it.each([
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["application/x-www-form-urlencoded; charset=UTF-8", "urlencoded"],
    ["multipart/form-data; boundary=----x", "multipart"],
    ["text/plain", null],
    [undefined, null],
  ] as const)("%s → %s", (type, expected) => {
    expect(bodyKind(type)).toBe(expected);
  });
});

describe("form content encodings", () => {
  it.each([
    [null, true],
    ["", true],
    ["identity", true],
    [" Identity ", true],
    ["gzip", false],
    ["deflate", false],
    ["identity, gzip", false],
    ["x-compress", false],
  ] as const)("%j → %s", (header, expected) => {
    expect(isIdentityEncoding(header)).toBe(expected);
  });
});

describe("a form body cut at the size limit", () => {
  it.each([
    ["message=%E0%A4%A8%E0%A4", "message=%E0%A4%A8"],
    ["message=%E0%A4%A8%E0", "message=%E0%A4%A8"],
    ["message=%E0%A4%A8%E", "message=%E0%A4%A8"],
    ["message=%E0%A4%A8%", "message=%E0%A4%A8"],
    ["message=%E0%A4%A8", "message=%E0%A4%A8"],
    ["message=%F0%9F%98%80%F0%9F%98", "message=%F0%9F%98%80"],
    ["message=%C3%A9%C3", "message=%C3%A9"],
    ["message=a+b%20c", "message=a+b%20c"],
    ["message=%0D%0A%0", "message=%0D%0A"],
  ])("%s → %s", (cut, expected) => {
    expect(toWholeCharacters(cut)).toBe(expected);
  });

  const post = (body: Uint8Array<ArrayBuffer> | string) =>
    new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  it("keeps the fields before the cut and the cut value's whole characters", async () => {
    const body = new URLSearchParams({ fullName: "Layla", message: "é".repeat(100) }).toString();
    const result = await readFormBody(post(body), "urlencoded", 40);
    expect(result).toEqual({
      ok: false,
      reason: "too-large",
      fields: { fullName: "Layla", message: "é".repeat(2) },
    });
  });

  it("holds back raw UTF-8 cut mid-character", async () => {
    const body = new TextEncoder().encode("message=日本語");
    const result = await readFormBody(post(body), "urlencoded", body.length - 1);
    expect(result).toEqual({ ok: false, reason: "too-large", fields: { message: "日本" } });
  });

  it("reads a body of exactly the limit whole", async () => {
    const body = `message=${"x".repeat(MAX_FORM_BYTES - 8)}`;
    const result = await readFormBody(post(body), "urlencoded");
    expect(result.ok).toBe(true);
  });
});
