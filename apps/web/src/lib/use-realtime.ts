import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { TServerFrame } from '@marketplace/contract';
import { realtime, type RealtimeStatus } from './ws-client.ts';

/** Calls `handler` for each frame of `type` while the component is mounted. */
export const useRealtimeFrame = <T extends TServerFrame['type']>(
  type: T,
  handler: (frame: Extract<TServerFrame, { type: T }>) => void,
): void => {
  // A ref keeps one subscription even when the caller passes a new closure each render.
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => realtime.subscribe(type, (frame) => handlerRef.current(frame)), [type]);
};

export const useRealtimeStatus = (): RealtimeStatus =>
  useSyncExternalStore(realtime.onStatus, realtime.getStatus, realtime.getStatus);
