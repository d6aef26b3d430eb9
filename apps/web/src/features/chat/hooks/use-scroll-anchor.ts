import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this distance of the bottom the reader counts as following the conversation. */
const FOLLOWING_WITHIN_PX = 80;
/** Older messages start loading this far before the reader reaches the top. */
const LOAD_OLDER_AHEAD_PX = 200;

type ScrollAnchorOptions = {
  lastId: number | undefined;
  lastIsMine: boolean;
  pendingCount: number;
  pageCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * Where the log stands: arrivals keep a reader who follows the conversation (or who just
 * sent) at the newest message; someone reading history stays put and gets a button to jump
 * down; older pages load on reaching the top without moving what the reader sees.
 */
export const useScrollAnchor = ({
  lastId,
  lastIsMine,
  pendingCount,
  pageCount,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: ScrollAnchorOptions) => {
  const scroller = useRef<HTMLDivElement>(null);
  const olderTrigger = useRef<HTMLDivElement>(null);
  // Whether the reader is at the newest message, so arrivals keep the view there.
  const following = useRef(true);
  // While older messages load: the distance to the bottom to restore once they are above.
  const distanceFromBottom = useRef<number | null>(null);
  const [newBelow, setNewBelow] = useState(false);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || lastId === undefined) return;
    if (following.current || lastIsMine || pendingCount > 0) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    } else {
      setNewBelow(true);
    }
  }, [lastId, lastIsMine, pendingCount]);

  // Older messages are prepended: keep the message the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || distanceFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [pageCount]);

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    void fetchNextPage();
  }, [fetchNextPage]);

  // Scrolling up to the top of the log loads the page before it.
  useEffect(() => {
    const root = scroller.current;
    const target = olderTrigger.current;
    if (!root || !target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlder();
      },
      { root, rootMargin: `${LOAD_OLDER_AHEAD_PX}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, loadOlder]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOWING_WITHIN_PX;
    if (following.current) setNewBelow(false);
  };

  const jumpToNewest = () => {
    const element = scroller.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    setNewBelow(false);
  };

  return { scroller, olderTrigger, newBelow, loadOlder, onScroll, jumpToNewest };
};
