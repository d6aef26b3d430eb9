/**
 * Smoothly scrolls to an in-page section (instantly when the user prefers reduced motion),
 * moves focus there for keyboard and screen-reader users, and records the hash.
 */
export const scrollToSection = (id: string): void => {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  // Keep the router's own history state: only the hash changes.
  window.history.replaceState(window.history.state, '', `#${id}`);
};
