/** wawoff2 (Google's WOFF2 decoder built to WebAssembly) ships no types: the one function the font test uses. */
declare module "wawoff2" {
  /** The TrueType font inside a WOFF2 file. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
