import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { StaffLoginScreen } from '../components/staff-login-screen';
import { homeOf } from '../lib/landing';

const icon = { sx: { fontSize: 26 } };

/** /expert/login: activity experts review works. */
export default function ExpertLoginPage() {
  return (
    <StaffLoginScreen
      kind="expert"
      title="专家登录"
      subtitle="登录专家评审工作台"
      home={homeOf('expert')}
      brand={{
        accent: ['#b4400b', '#c2410c'],
        primary: '#c2410c',
        caption: '专家评审工作台',
        headline: '专业评审，发现好作品',
        tagline: '为学生活动与竞赛作品提供公正、专业的评审。',
        features: [
          { icon: <RateReviewOutlined {...icon} />, title: '作品评审', text: '在线查看作品，逐项打分点评' },
          { icon: <FactCheckOutlined {...icon} />, title: '评审标准', text: '统一评分维度，结果公开透明' },
          { icon: <EmojiEventsOutlined {...icon} />, title: '活动竞赛', text: '覆盖科技、艺术、阅读等主题' },
        ],
      }}
    />
  );
}
