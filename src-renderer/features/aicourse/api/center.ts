import { AiCourseApi } from '@shared/api/aicourse';
import { keepPreviousData } from '@tanstack/react-query';
import { CourseCenterApi, type PackageListQuery } from '@shared/api/course-center';
import { isId } from '@shared/rules/validators';
import { useApi } from '../../../api/use-api';

/** The course centre (issue 11): series → packages → courses, and the packages a course belongs to. */
export const useSeries = () => useApi(CourseCenterApi.seriesList);

export const usePackages = (query: PackageListQuery) =>
  useApi(CourseCenterApi.packageList, query, { placeholderData: keepPreviousData });

// Nothing is asked before the id is known (or when the address holds none): the server refuses id 0 with a toast.
export const usePackage = (packageId: number) =>
  useApi(CourseCenterApi.packageInfo, { packageId }, { enabled: isId(packageId) });

export const useCoursePackages = (courseId: number) =>
  useApi(CourseCenterApi.correlatePackage, { courseId }, { enabled: isId(courseId) });

/** Teaching resources of a course the school holds: unit videos and learning sheets (signed URLs). */
export const useCourseResources = (aicourseId: number, enabled: boolean) =>
  useApi(AiCourseApi.aiCourseResourceList, { aicourseId }, { enabled });
