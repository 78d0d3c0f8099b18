import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigApi } from '@shared/api/config';
import { call } from '../../../platform/http';

/** The AI site base (AI_PROJECT_DNS keyValue); '' when none is configured. */
export async function getAiBase(): Promise<string> {
  const items = await call(ConfigApi.getConfig, { configType: 'AI_PROJECT_DNS' }, { silent: true });
  return items[0]?.keyValue ?? '';
}

export const aiBaseQuery = queryOptions({
  queryKey: ['config', 'AI_PROJECT_DNS'],
  queryFn: getAiBase,
  staleTime: Infinity,
});

export const useAiBase = () => useQuery(aiBaseQuery);
