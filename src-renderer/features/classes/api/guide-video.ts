import { queryOptions, useQuery } from '@tanstack/react-query';
import { ConfigPaths, type ConfigItem } from '@shared/api/config';
import { http } from '../../../platform/http';
import { classKeys } from './keys';

/** The class-guide videos (configType AI_GUIDE_VIDEO): one item per video URL, in order; often none. */
export const getGuideVideos = () => http.get<ConfigItem[]>(ConfigPaths.getConfig, { configType: 'AI_GUIDE_VIDEO' });

export const guideVideoQuery = () => queryOptions({ queryKey: classKeys.guideVideo(), queryFn: getGuideVideos });

export const useGuideVideos = (enabled: boolean) => useQuery({ ...guideVideoQuery(), enabled });
