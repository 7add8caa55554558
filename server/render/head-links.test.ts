import { describe, expect, it } from "vitest";
import { readHeadLinks } from "./head-links.ts";

/** The head of a prerendered Arabic page as React Router writes it (shortened). */
const prerenderedHead = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>تواصل معنا | Dunecrest Digital</title><link rel="canonical" href="https://www.dunecrest.example/ar/contact"/><link rel="alternate" hrefLang="en" href="https://www.dunecrest.example/contact"/><link rel="preload" href="/assets/noto-sans-arabic-subset-D9o3VOcI.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="icon" href="data:image/svg+xml,%3csvg%20viewBox=&#x27;0%200%2040%2040&#x27;%3e%3c/svg%3e" type="image/svg+xml"/><link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/><link rel="manifest" href="/site.webmanifest"/><link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="stylesheet" href="/assets/root-CZn1.css"/></head><body><link rel="stylesheet" href="/not-in-head.css"></body></html>`;

describe("the head links a server page takes from the site", () => {
  it("keeps the fonts, icons, manifest and stylesheet in order, with their attributes decoded for React", () => {
    expect(readHeadLinks(prerenderedHead)).toEqual([
      { rel: "preload", href: "/assets/noto-sans-arabic-subset-D9o3VOcI.woff2", as: "font", type: "font/woff2", crossOrigin: "anonymous" },
      { rel: "icon", href: "data:image/svg+xml,%3csvg%20viewBox='0%200%2040%2040'%3e%3c/svg%3e", type: "image/svg+xml" },
      { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
      { rel: "manifest", href: "/site.webmanifest" },
      { rel: "stylesheet", href: "/assets/root-CZn1.css" },
    ]);
  });

  it("takes nothing from a missing page or one without a head", () => {
    expect(readHeadLinks(undefined)).toEqual([]);
    expect(readHeadLinks("<p>no head</p>")).toEqual([]);
  });
});
