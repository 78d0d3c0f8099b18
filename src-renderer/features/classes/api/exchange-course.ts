import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RedeemApi } from '@shared/api/redeem';
import { courseKeys } from '../../../api/courses/student-courses';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** Redeems a course code for the teacher's school (more class slots of that course). */
export const exchangeCourse = (exchangeCode: string) => call(RedeemApi.exchangeCourse, { exchangeCode });

/** The school's courses and their free slots change. */
export function useExchangeCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: exchangeCourse,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: classKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}
