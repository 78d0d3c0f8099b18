import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import LiveTvOutlined from '@mui/icons-material/LiveTvOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import type { AreaBrand } from './auth-split-layout';

/** The teacher side's brand panel: sign-in, registration and password reset. */
const icon = { sx: { fontSize: 26 } };
export const TEACHER_BRAND: AreaBrand = {
  accent: ['#1f4fd8', '#3d6be0'],
  caption: '教师工作台',
  headline: '让每一堂课，都更精彩',
  tagline: '数字教材、双师 AI 课与天空课堂，一站式助力学校教学与教研。',
  features: [
    { icon: <AutoStoriesOutlined {...icon} />, title: '数字教材', text: '纸数融合，随时随地备课授课' },
    { icon: <SmartToyOutlined {...icon} />, title: '双师 AI 课', text: '名师讲授 + AI 助教，课堂更高效' },
    { icon: <LiveTvOutlined {...icon} />, title: '天空课堂', text: '优质直播课程，覆盖全国学校' },
  ],
};
