// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAccordion } from "./use-accordion";

describe("useAccordion", () => {
  it("starts with the given item open", () => {
    const { result } = renderHook(() => useAccordion("a"));
    expect(result.current.openId).toBe("a");
    expect(result.current.isOpen("a")).toBe(true);
    expect(result.current.isOpen("b")).toBe(false);
  });

  it("opening a closed item closes the others", () => {
    const { result } = renderHook(() => useAccordion("a"));
    act(() => result.current.toggle("c"));
    expect(result.current.openId).toBe("c");
    expect(result.current.isOpen("a")).toBe(false);
  });

  it("toggling the open item closes it, leaving none open", () => {
    const { result } = renderHook(() => useAccordion("a"));
    act(() => result.current.toggle("a"));
    expect(result.current.openId).toBeNull();
    act(() => result.current.toggle("a"));
    expect(result.current.openId).toBe("a");
  });
});
