import { zhCN } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#2f6bff' },
      secondary: { main: '#ff8a00' },
      background: { default: '#f5f7fb' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,sans-serif',
    },
  },
  zhCN,
);
