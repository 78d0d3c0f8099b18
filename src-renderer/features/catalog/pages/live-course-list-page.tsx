import { generatePath, useNavigate } from 'react-router';
import { beijing } from '../../../platform/dayjs';
import { paths } from '../../../config/paths';
import { Msg } from '@shared/rules/messages';
import { CoverCard } from '../../../components/cover-card';
import { useLiveCourseList } from '../api/get-live-course-list';
import { CatalogPage } from '../components/catalog-page';

export default function LiveCourseListPage() {
  const navigate = useNavigate();
  return (
    <CatalogPage
      title="天空课堂"
      subtitle="名师直播课，全国课堂同步开讲"
      useList={useLiveCourseList}
      minCard={240}
      render={(c) => (
        <CoverCard
          key={c.id}
          cover={c.coverUrl}
          title={c.name}
          onClick={() => navigate(generatePath(paths.skyClassAll, { id: String(c.id) }))}
          subtitle={`${c.teacherName} · ${c.startTime ? beijing(c.startTime).format('M月D日 HH:mm') : Msg.liveNotScheduled}`}
        />
      )}
    />
  );
}
