import { AiCourseApi, type PlannedLesson } from '@shared/api/aicourse';
import type { Endpoint, RequestOf } from '@shared/api/endpoint';
import { call } from '../../platform/http';
import { mediaUrl } from '../../platform/media';
import { answerKey, LESSON_CACHE, lessonKey, mediaKey, putStaged, type StagedLesson } from './lesson-store';

/** Lessons being prepared by this window (a record left 准备中 by a closed one never finishes). */
const staging = new Set<string>();
export const isStaging = (key: string) => staging.has(key);

/**
 * Makes one planned lesson ready on this PC (明日备课): the answers the classroom reads for it, then the unit's
 * sections' videos and its learning sheet (the course book's page) and documents, each file once. The lesson's
 * record says 准备中 with the share of bytes done, then 已就绪 with its size, or 下载失败 (the teacher retries).
 * It is kept until the end of `until` (the unit's last planned day; by default the lesson's own).
 */
export async function stageLesson(lesson: PlannedLesson, until = lesson.date): Promise<StagedLesson> {
  const unitId = lesson.unit!.id;
  const aicourseId = lesson.courseId;
  const record: StagedLesson = {
    key: lessonKey(lesson.studentCourseId, unitId),
    date: until,
    lesson,
    studentCourseId: lesson.studentCourseId,
    aicourseId,
    unitId,
    state: 'preparing',
    progress: 0,
    size: 0,
    savedAt: new Date().toISOString(),
    mediaPaths: [],
    answers: {},
  };
  if (staging.has(record.key)) return record;
  staging.add(record.key);
  await putStaged(record);
  try {
    const keep = async <E extends Endpoint>(endpoint: E, input: RequestOf<E>) => {
      const data = await call(endpoint, input, { silent: true });
      record.answers[answerKey(endpoint, input)] = data;
      return data;
    };
    const [, , sections, resources] = await Promise.all([
      keep(AiCourseApi.classCourseList, { aicourseId }),
      keep(AiCourseApi.unitList, { aicourseId }),
      keep(AiCourseApi.sectionList, { unitId }),
      keep(AiCourseApi.aiCourseResourceList, { aicourseId }),
    ]);
    const files = [
      ...sections.filter((s) => s.videoUrl).map((s) => s.videoUrl),
      ...resources.filter((r) => r.unitId === unitId && r.kind !== 'VIDEO').map((r) => r.url),
    ];
    const urls = [...new Map(files.map((u) => [mediaKey(u), u])).entries()];
    record.mediaPaths = urls.map(([path]) => path);
    const cache = await caches.open(LESSON_CACHE);
    let done = 0;
    for (const [path, url] of urls) {
      const res = await fetch(mediaUrl(url));
      if (!res.ok) throw new Error(`${res.status} ${path}`);
      const blob = await res.blob();
      await cache.put(path, new Response(blob, { headers: { 'content-type': res.headers.get('content-type') ?? '' } }));
      record.size += blob.size;
      record.progress = ++done / urls.length;
      await putStaged({ ...record });
    }
    record.state = 'ready';
    record.progress = 1;
    record.savedAt = new Date().toISOString();
  } catch {
    record.state = 'failed';
  }
  try {
    await putStaged({ ...record });
  } finally {
    staging.delete(record.key);
  }
  return record;
}
