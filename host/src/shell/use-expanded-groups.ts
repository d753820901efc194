import { useCallback, useState } from 'react';
import { groupOfPath } from './sidebar-menu';

/**
 * Which sidebar groups are open. The group of the current page opens by itself whenever
 * the path changes (by a click or by typing a URL); the user can still close it.
 */
export function useExpandedGroups(pathname: string) {
  const currentGroup = groupOfPath(pathname)?.id;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(currentGroup ? [currentGroup] : []));
  const [seenPath, setSeenPath] = useState(pathname);

  // Adjusted during render rather than in an effect, so the group is never drawn closed
  // for a frame after navigating.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (currentGroup && !expanded.has(currentGroup)) setExpanded(new Set(expanded).add(currentGroup));
  }

  const toggle = useCallback((id: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  return { expanded, currentGroup, toggle };
}
