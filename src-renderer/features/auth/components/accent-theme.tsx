import { ThemeProvider } from '@mui/material';
import { createTheme, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';

/** Gives a sign-in screen its area's primary colour (buttons, tabs, links) inside the app theme. */
export function AccentTheme({ color, children }: { color?: string; children: ReactNode }) {
  const nest = useCallback(
    (outer: Theme) =>
      color ? createTheme({ ...outer, palette: { ...outer.palette, primary: { main: color } } }) : outer,
    [color],
  );
  return <ThemeProvider theme={nest}>{children}</ThemeProvider>;
}
