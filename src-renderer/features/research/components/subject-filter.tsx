import type { Subject } from '@shared/api/research';
import { PillFilter } from '../../../components/pill-filter';

/** 学科: 全部 and every subject of getSubjectConfig; one at a time. */
export function SubjectFilter(p: { subjects: Subject[]; value: string; onChange: (code: string) => void }) {
  return (
    <PillFilter
      label="学科"
      all=""
      options={p.subjects.map((s) => ({ value: s.code, name: s.name }))}
      value={p.value}
      onChange={p.onChange}
    />
  );
}
