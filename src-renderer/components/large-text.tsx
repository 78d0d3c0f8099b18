import { FormControlLabel, Switch } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';
import { local } from '../platform/storage';

/**
 * 大字模式 (适老化, issue 33) of the parent and H5 areas, where grandparents are the parents: the root font size goes to
 * 150 %, and the theme's type and spacing in rem grow with it. The choice is kept on the device (localStorage) and
 * applies only while a screen of those areas is shown (LargeTextScope), so the teacher screens keep their size.
 */
export const LARGE_TEXT_CLASS = 'large-text';
export const LARGE_TEXT_LABEL = '大字模式';

const listeners = new Set<() => void>();
const read = () => local.get('largeText') === '1';
const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

export function useLargeText(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = (next: boolean) => {
    if (next) local.set('largeText', '1');
    else local.remove('largeText');
    listeners.forEach((fn) => fn());
  };
  return [on, set];
}

/** Puts the chosen size on the page while it is mounted (the parent and H5 screens' frames hold one). */
export function LargeTextScope() {
  const [on] = useLargeText();
  useEffect(() => {
    const root = document.documentElement.classList;
    root.toggle(LARGE_TEXT_CLASS, on);
    return () => root.remove(LARGE_TEXT_CLASS);
  }, [on]);
  return null;
}

/** The 大字模式 switch: in the parent area's header, and as a settings row (label first) on the H5 我的 screen. */
export function LargeTextSwitch({ row = false }: { row?: boolean }) {
  const [on, set] = useLargeText();
  return (
    <FormControlLabel
      labelPlacement={row ? 'start' : 'end'}
      sx={row ? { mx: 0, width: 1, justifyContent: 'space-between' } : { mx: 0, whiteSpace: 'nowrap' }}
      control={<Switch checked={on} onChange={(e) => set(e.target.checked)} />}
      label={LARGE_TEXT_LABEL}
    />
  );
}
