import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { AiCourseApi } from '@shared/api/aicourse';
import { CourseCenterApi } from '@shared/api/course-center';
import { apiKey, invalidateApi, updateApiData } from '../use-api';

const seed = (qc: QueryClient) => {
  qc.setQueryData(apiKey(AiCourseApi.works, { studentCourseId: 1, unitId: 2 }), ['a']);
  qc.setQueryData(apiKey(AiCourseApi.works, { studentCourseId: 1, unitId: 3 }), ['b']);
  qc.setQueryData(apiKey(AiCourseApi.course, { aicourseId: 7 }), { id: 7 });
  qc.setQueryData(apiKey(CourseCenterApi.seriesList), ['s']);
};
const stale = (qc: QueryClient) =>
  qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[1])
    .sort();

describe('the contract-keyed query layer', () => {
  it('names a cache entry by its endpoint, then its input', () => {
    expect(apiKey(AiCourseApi.course, { aicourseId: 7 })).toEqual(['GET', AiCourseApi.course.path, { aicourseId: 7 }]);
    expect(apiKey(CourseCenterApi.seriesList)).toEqual([
      CourseCenterApi.seriesList.method,
      CourseCenterApi.seriesList.path,
    ]);
  });

  it('invalidates every input of one endpoint and nothing else', async () => {
    const qc = new QueryClient();
    seed(qc);
    await invalidateApi(qc, AiCourseApi.works);
    expect(stale(qc)).toEqual([AiCourseApi.works.path, AiCourseApi.works.path]);
  });

  it('invalidates a whole contract group', async () => {
    const qc = new QueryClient();
    seed(qc);
    await invalidateApi(qc, AiCourseApi);
    expect(stale(qc)).toEqual([AiCourseApi.course.path, AiCourseApi.works.path, AiCourseApi.works.path].sort());
  });

  it('updates the cached answers of one endpoint whatever their input', () => {
    const qc = new QueryClient();
    seed(qc);
    updateApiData(qc, AiCourseApi.works, (list) => list && ([...list, 'new'] as never));
    expect(qc.getQueryData(apiKey(AiCourseApi.works, { studentCourseId: 1, unitId: 3 }))).toEqual(['b', 'new']);
    expect(qc.getQueryData(apiKey(CourseCenterApi.seriesList))).toEqual(['s']);
  });
});
