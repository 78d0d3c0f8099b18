import { zhCN } from '@mui/material/locale';
import { createTheme, type TypographyVariantsOptions } from '@mui/material/styles';

/** Classroom projectors are 1920 wide and read from the back row: `xl` starts there, and type grows there. */
const PROJECTOR = 1900;
const projected = (rem: number) => ({ [`@media (min-width:${PROJECTOR}px)`]: { fontSize: `${rem}rem` } });

const typography: TypographyVariantsOptions = {
  fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,sans-serif',
  h5: projected(1.75),
  h6: projected(1.375),
  subtitle1: projected(1.125),
  subtitle2: projected(1),
  body1: projected(1.125),
  body2: projected(1),
  caption: projected(0.875),
  button: projected(1),
};

export const theme = createTheme(
  {
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: PROJECTOR } },
    palette: {
      // WCAG 2.1 AA: every main colour reads at 4.5:1 or more as text on white and under white text (the brand blue
      // and orange of old, #2f6bff and #ff8a00, read 4.49 and 2.36; MUI's warning and info 3.1 and 4.1).
      primary: { main: '#2459dc' },
      secondary: { main: '#a84f00' },
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 10 },
    typography,
  },
  zhCN,
);
