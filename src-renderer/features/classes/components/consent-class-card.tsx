import type { UserClass } from '@shared/api/classes';
import { ConsentApi } from '@shared/api/consent';
import { useApi } from '../../../api/use-api';
import { ClassCard, type ClassCardActions } from './class-card';

/** A class card with its pupils lacking a guardian's consent marked (issue 32); without the answer, no marks. */
export function ConsentClassCard({ cls, ...act }: { cls: UserClass } & ClassCardActions) {
  const missing = useApi(
    ConsentApi.classMissing,
    { classId: cls.id },
    { enabled: cls.students.length > 0, retry: false, call: { silent: true } },
  );
  return <ClassCard cls={cls} unconsented={missing.data?.missing} {...act} />;
}
