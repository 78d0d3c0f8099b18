import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CourseCenterApi, type PackageListQuery } from '@shared/api/course-center';
import { call } from '../../../platform/http';

/** The course centre (issue 11): series → packages → courses, and the packages a course belongs to. */
export const useSeries = () =>
  useQuery({ queryKey: ['aicourse', 'series'], queryFn: () => call(CourseCenterApi.seriesList) });

export const usePackages = (query: PackageListQuery) =>
  useQuery({
    queryKey: ['aicourse', 'packages', query],
    queryFn: () => call(CourseCenterApi.packageList, query),
    placeholderData: keepPreviousData,
  });

export const usePackage = (packageId: number) =>
  useQuery({
    queryKey: ['aicourse', 'package', packageId],
    queryFn: () => call(CourseCenterApi.packageInfo, { packageId }),
  });

export const useCoursePackages = (courseId: number) =>
  useQuery({
    queryKey: ['aicourse', 'correlate', courseId],
    queryFn: () => call(CourseCenterApi.correlatePackage, { courseId }),
  });

/** Teaching resources of a course the school holds: unit videos and learning sheets (signed URLs). */
export const useCourseResources = (aicourseId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['aicourse', 'resources', aicourseId],
    queryFn: () => call(CourseCenterApi.aiCourseResourceList, { aicourseId }),
    enabled,
  });
