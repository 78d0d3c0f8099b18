import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { local } from '../../../platform/storage';
import { publisherInfo } from '../api/staff-login';
import { StaffLoginScreen } from '../components/staff-login-screen';
import { homeOf } from '../lib/landing';

const icon = { sx: { fontSize: 26 } };

/** /publisher/login/:publisheId keeps the publisher id (local key publisheId) for the publisher's home. */
export default function PublisherLoginPage() {
  const { publisheId } = useParams();
  useEffect(() => {
    if (publisheId) local.set('publisheId', publisheId);
  }, [publisheId]);

  const home = async () => {
    let id = publisheId ?? local.get('publisheId');
    if (!id) {
      // Reached without an id: the signed-in publisher's own record has it.
      const info = await publisherInfo();
      id = info.publisherId === null ? '' : String(info.publisherId);
      if (id) local.set('publisheId', id);
    }
    return homeOf('publisher', id);
  };

  return (
    <StaffLoginScreen
      kind="publisher"
      title="出版社登录"
      subtitle="登录数字教材出版管理平台"
      home={home}
      brand={{
        accent: ['#5b21b6', '#7c3aed'],
        primary: '#6d28d9',
        caption: '出版管理平台',
        headline: '让数字教材走进千万课堂',
        tagline: '教材上架、内容审核与使用数据，一个平台全部掌握。',
        features: [
          { icon: <LibraryBooksOutlined {...icon} />, title: '教材管理', text: '数字教材上架、版本更新' },
          { icon: <VerifiedOutlined {...icon} />, title: '内容审核', text: '多级审核流程，保障内容质量' },
          { icon: <InsightsOutlined {...icon} />, title: '数据洞察', text: '学校与师生使用情况实时可见' },
        ],
      }}
    />
  );
}
