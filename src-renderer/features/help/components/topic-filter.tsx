import { PillFilter } from '../../../components/pill-filter';
import type { Topic } from '../faq';

/** 问题分类: 全部 and every topic, wrapping onto a second line in the narrow popup rather than scrolling. */
export function TopicFilter(p: { topics: Topic[]; value: string; onChange: (id: string) => void }) {
  return (
    <PillFilter
      label="问题分类"
      all="all"
      options={p.topics.map((t) => ({ value: t.id, name: t.name }))}
      value={p.value}
      onChange={p.onChange}
      mb={2}
    />
  );
}
