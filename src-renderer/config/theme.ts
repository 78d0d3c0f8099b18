import { zhCN } from '@mui/material/locale';
import { createTheme, type TypographyVariantsOptions } from '@mui/material/styles';

/** Classroom projectors are 1920 wide and read from the back row: `xl` starts there, and type grows there. */
const PROJECTOR = 1900;
const projected = (rem: number) => ({ [`@media (min-width:${PROJECTOR}px)`]: { fontSize: `${rem}rem` } });

/** The keyboard focus ring: the brand blue (6.6:1 on white, 6.1:1 on the page background; 3:1 is needed). */
const FOCUS = '#2459dc';
const focusRing = { outline: `3px solid ${FOCUS}`, outlineOffset: 2 };

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
    components: {
      // Visible focus on every control (WCAG 2.4.7): MUI's buttons show only a ripple, custom controls nothing.
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': focusRing,
          // 跳到主要内容 (components/skip-link.tsx): above the screen until it has the focus.
          '.skip-link': {
            position: 'fixed',
            left: 8,
            top: -64,
            zIndex: 2000,
            padding: '8px 16px',
            borderRadius: 8,
            background: '#fff',
            color: FOCUS,
            fontWeight: 700,
            textDecoration: 'none',
            boxShadow: '0 4px 16px rgba(31,45,80,0.2)',
          },
          '.skip-link:focus': { top: 8 },
          // 大字模式 of the parent and H5 areas (components/large-text.tsx): type and spacing in rem grow by half.
          'html.large-text': { fontSize: '150%' },
          // Text for screen readers only, read as part of a name (the usual clip pattern).
          '.visually-hidden': {
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
        },
      },
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // A bar without its own name is a loading bar (determinate bars name what they measure).
      MuiLinearProgress: { defaultProps: { 'aria-label': '加载中' } },
      MuiCircularProgress: { defaultProps: { 'aria-label': '加载中' } },
      // MUI's unselected toggle text (action.active, 54 % black) reads 4.49:1 on the page background: use the
      // secondary text colour (60 %).
      MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ color: t.palette.text.secondary }) } },
    },
  },
  zhCN,
);
