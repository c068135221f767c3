// Keeps the room a card over the foot of the screen takes in a CSS variable, so a phone's toasts sit above it (styles.css).
import { useCallback, type RefCallback } from 'react';

/** One variable per card (the update prompt, the install offer): styles.css clears the larger. */
export type FootCard = '--update-prompt-room' | '--install-offer-room';

/**
 * A ref for the card: while it is on screen, `name` on the page's root holds how far its top is
 * from the foot of the viewport, following its size and the viewport's; it goes with the card.
 */
export function useFootCardRoom(name: FootCard): RefCallback<HTMLElement> {
  return useCallback(
    (card: HTMLElement | null) => {
      if (!card || typeof ResizeObserver === 'undefined') return;
      const root = document.documentElement.style;
      const measure = () => {
        const room = Math.max(0, window.innerHeight - card.getBoundingClientRect().top);
        root.setProperty(name, `${room}px`);
      };
      const observer = new ResizeObserver(measure);
      observer.observe(card);
      window.addEventListener('resize', measure);
      return () => {
        observer.disconnect();
        window.removeEventListener('resize', measure);
        root.removeProperty(name);
      };
    },
    [name],
  );
}
