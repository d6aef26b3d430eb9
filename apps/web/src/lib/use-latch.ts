import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and from then on: for a part whose code
 * loads when it is first wanted (a page's dialogs) and then stays mounted, so it can close and
 * open again without loading or losing its state.
 */
export const useLatch = (value: boolean): boolean => {
  const [latched, setLatched] = useState(value);
  // Setting state while rendering is React's way to derive it from what came before.
  if (value && !latched) setLatched(true);
  return latched || value;
};
