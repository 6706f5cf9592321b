import { useCallback, useEffect, useRef, useState } from 'react';
import { useEscapeKey } from './use-escape-key.ts';

/**
 * A button that shows and hides a panel beside it (the header's reading options, the language
 * switch): Tab goes on from the button into the panel, and Escape or a press outside closes it.
 * Closing while focus is inside hands focus back to the button, so it is never lost with the panel.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    if (wrapper.current?.contains(document.activeElement)) button.current?.focus();
  }, []);
  useEscapeKey(open, close);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  return { open, toggle, close, wrapper, button };
}
