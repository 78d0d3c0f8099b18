import { useQuery } from '@tanstack/react-query';
import { ActivityApi } from '@shared/api/activity';
import { RedeemApi } from '@shared/api/redeem';
import { call } from '../../../platform/http';

/** The child's textbooks with how far the child has read each. */
export const useChildBooks = (childId: number) =>
  useQuery({ queryKey: ['parent', 'books', childId], queryFn: () => call(RedeemApi.myBooks, { childId }) });

/** The activities the parent registered the child for, with works and best rank. */
export const useChildActivities = () =>
  useQuery({
    queryKey: ['parent', 'activities'],
    queryFn: () => call(ActivityApi.registeredList, { pageNum: 1, pageSize: 5 }),
  });
