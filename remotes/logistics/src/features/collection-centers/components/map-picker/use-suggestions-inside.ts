import { useEffect, type RefObject } from 'react';

const SUGGESTIONS = 'pac-container';

/**
 * Google's place suggestions are a list it appends to <body>. A modal <dialog> makes
 * everything outside it inert and draws over it, so the list would be hidden and
 * unclickable: it is moved into `holder` (next to the search box; CSS places it below).
 */
export function useSuggestionsInside(holder: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const target = holder.current;
    if (!active || !target) return;
    const adopt = () => {
      for (const list of document.body.querySelectorAll<HTMLElement>(`:scope > .${SUGGESTIONS}`)) target.append(list);
    };
    adopt();
    const observer = new MutationObserver(adopt);
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      // Google keeps using its list: hand it back rather than leave it in a closed dialog.
      for (const list of target.querySelectorAll<HTMLElement>(`.${SUGGESTIONS}`)) list.remove();
    };
  }, [holder, active]);
}
