import type { AddClassRequest, ClassType } from '@shared/api/classes';
import { isClassNumber, isLevel, type GradeOption } from '@shared/rules/grades';

export interface AddClassForm {
  type: ClassType;
  level: number | '';
  team: number | '';
  name: string;
}

/** The add-class payload, or null when a field is missing (the dialog then says 请填写内容). */
export function buildAddClassRequest(form: AddClassForm, grades: GradeOption[]): AddClassRequest | null {
  if (form.type === 'INTEREST') {
    const name = form.name.trim();
    return name ? { type: 'INTEREST', name } : null;
  }
  if (form.level === '' || form.team === '' || !isLevel(form.level) || !isClassNumber(form.team)) return null;
  const grade = grades.find((g) => g.level === form.level)?.year;
  return { type: 'ADMIN', level: form.level, team: form.team, grade };
}
