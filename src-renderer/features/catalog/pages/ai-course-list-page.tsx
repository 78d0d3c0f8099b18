import { generatePath, useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { CoverCard } from '../../../components/cover-card';
import { useAiCourseList } from '../api/get-ai-course-list';
import { CatalogPage } from '../components/catalog-page';

export default function AiCourseListPage() {
  const navigate = useNavigate();
  return (
    <CatalogPage
      title="双师AI课"
      subtitle="AI 老师讲授，课堂老师组织互动"
      useList={useAiCourseList}
      minCard={240}
      render={(c) => (
        <CoverCard
          key={c.id}
          cover={c.coverUrl}
          title={c.title}
          tag={c.subject}
          subtitle={`${c.gradeRange} · ${c.lessonCount}${Msg.lessonsUnit}`}
          onClick={() => navigate(generatePath(paths.courseDetail, { categoryId: String(c.id) }))}
        />
      )}
    />
  );
}
