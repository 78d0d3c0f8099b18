import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigApi } from '@shared/api/config';
import { call } from '../../../platform/http';
import { classKeys } from './keys';

/** The class-guide videos (configType AI_GUIDE_VIDEO): one item per video URL, in order; often none. */
export const getGuideVideos = () => call(ConfigApi.getConfig, { configType: 'AI_GUIDE_VIDEO' });

export const guideVideoQuery = () => queryOptions({ queryKey: classKeys.guideVideo(), queryFn: getGuideVideos });

export const useGuideVideos = (enabled: boolean) => useQuery({ ...guideVideoQuery(), enabled });
