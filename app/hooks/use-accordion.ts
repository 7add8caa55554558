import { useCallback, useState } from "react";

export interface Accordion {
  openId: string | null;
  isOpen: (id: string) => boolean;
  /** Opens a closed item (closing the others), or closes the open one. */
  toggle: (id: string) => void;
}

/** At most one item open at a time; `initialOpenId` is open at first. */
export function useAccordion(initialOpenId: string | null): Accordion {
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const toggle = useCallback((id: string) => setOpenId((current) => (current === id ? null : id)), []);
  const isOpen = useCallback((id: string) => openId === id, [openId]);
  return { openId, isOpen, toggle };
}
