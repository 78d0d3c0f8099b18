import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The viewport width in CSS pixels, updated on resize. */
export const useWindowWidth = () => useSyncExternalStore(subscribe, () => window.innerWidth);
