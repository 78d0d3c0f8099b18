import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import { StaffLoginScreen } from '../components/staff-login-screen';
import { homeOf } from '../lib/landing';

const icon = { sx: { fontSize: 26 } };

/** /author/login: textbook and lecture-note authors. */
export default function AuthorLoginPage() {
  return (
    <StaffLoginScreen
      kind="author"
      title="作者登录"
      subtitle="登录作者创作平台"
      home={homeOf('author')}
      brand={{
        accent: ['#075985', '#0369a1'],
        primary: '#0369a1',
        caption: '作者创作平台',
        headline: '用心创作，让好内容进课堂',
        tagline: '编写讲义、制作音视频资源，与编辑团队高效协作。',
        features: [
          { icon: <EditNoteOutlined {...icon} />, title: '讲义编辑', text: '所见即所得，随写随预览' },
          { icon: <VideoLibraryOutlined {...icon} />, title: '音视频资源', text: '为教材配套讲解与演示' },
          { icon: <GroupsOutlined {...icon} />, title: '任务协作', text: '审校任务清晰，进度一目了然' },
        ],
      }}
    />
  );
}
