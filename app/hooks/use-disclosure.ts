import { useCallback, useState } from "react";

export interface Disclosure {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/** The open/closed state of a disclosure such as the mobile menu. */
export function useDisclosure(initiallyOpen = false): Disclosure {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
