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
      primary: { main: '#2f6bff' },
      secondary: { main: '#ff8a00' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 10 },
    typography,
  },
  zhCN,
);
