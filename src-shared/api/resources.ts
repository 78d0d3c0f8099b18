import { z } from 'zod';
import { GRADE_NAMES } from '../rules/grades';
import { Msg } from '../rules/messages';
import { RESOURCE_KINDS, RESOURCE_SUBJECTS } from '../rules/resources';
import { get, post } from './endpoint';

/**
 * Digital resources (issue 13): the teachers' resource library (数字资源, /classpro/myResource), the regional curated
 * library (川教资源, /chuanEdu) and topics (专题, /classpro/special). Paths are not shown in the spec: chosen here,
 * in the style of its /api/v2 siblings, and written down only here.
 *
 * A resource (library_resources) is a file of one kind (课件, 教案, 视频, 音频, 图片, 习题) for a subject and grade.
 * LIBRARY resources are teachers' uploads: PUBLIC ones every teacher finds under 全部资源, PRIVATE ones only their
 * uploader (and the students of the classes it is shared to). REGION resources are the region's curated catalogue,
 * read-only. A file is uploaded first through the signed upload path (FilesApi.authorize with mediaType IMAGE,
 * VIDEO, DOCUMENT, AUDIO or OFFICE, then the storage host), and its `url` is then saved with saveResource; the
 * server checks the file is the caller's and that its real type fits the kind (src-shared/rules/resources.ts).
 *
 * Files are served by signed, expiring, ranged URLs (generated demo content) or by their upload URL; only a caller
 * who may read the resource is given its `fileUrl`.
 */
export const ResourcePaths = {
  /** GET ResourceListQuery → ResourcePage. Teacher. */
  list: '/api/v2/resource/getResourceList',
  /** GET ?resId → ResourceInfo. A teacher who may read it, or a student of a class it is shared to. */
  info: '/api/v2/resource/getResourceInfo',
  /** POST SaveResourceRequest → ResourceInfo: a new resource (no resId), or the uploader's edit. Teacher. */
  save: '/api/v2/resource/saveResource',
  /** POST {resId} → null. The uploader only. */
  remove: '/api/v2/resource/deleteResource',
  /** POST {resId, favorite} → FavoriteResult. Teacher who may read it. */
  favorite: '/api/v2/resource/favoriteResource',
  /** POST {resId, classIds} → SharedClass[] (all the caller's classes it is shared to). Teacher, own classes. */
  share: '/api/v2/resource/shareResourceToClass',
  /** GET ?classId&pageNum&pageSize → ClassResourcePage: a class's shared resources (班级资源). Its students and teacher; without classId, all the caller's classes. */
  classList: '/api/v2/resource/getClassResourceList',
  /** GET RegionListQuery → ResourcePage of REGION resources (川教资源). Public; signed-in teachers get favourites. */
  regionList: '/api/v2/resource/vt/getRegionResourceList',
  /** GET ?id → ResourceInfo of a REGION resource. Public; `fileUrl` only for a signed-in teacher. */
  regionInfo: '/api/v2/resource/vt/getRegionResourceInfo',
  /** GET → Special[] (专题). Teacher. */
  specialList: '/api/v2/resource/getSpecialList',
  /** GET ?specialId → SpecialInfo: its resources and links to courses and live lessons. Teacher. */
  specialInfo: '/api/v2/resource/getSpecialInfo',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const RESOURCE_TABS = ['ALL', 'MINE', 'FAVORITE'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];
export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const TITLE_MAX = 50;

const paging = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(12),
};
const filters = {
  kind: z.enum(RESOURCE_KINDS).optional(),
  subject: z.string().trim().max(20).optional(),
  grade: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
};

export const resourceListQuery = z.object({ tab: z.enum(RESOURCE_TABS).default('ALL'), ...filters, ...paging });
export type ResourceListQuery = z.input<typeof resourceListQuery>;
export const regionListQuery = z.object({ ...filters, ...paging });
export type RegionListQuery = z.input<typeof regionListQuery>;

export const resourceSummary = z.object({
  id: z.number().int(),
  catalog: z.enum(['LIBRARY', 'REGION']),
  title: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  /** pdf, pptx, docx, xlsx, mp4, webm, mp3, wav, png, jpg, gif, webp. */
  format: z.string(),
  subject: z.string(),
  grade: z.string(),
  /** The uploader's name, or the publisher of a REGION resource. */
  uploaderName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  visibility: z.enum(VISIBILITIES),
  favorites: z.number().int(),
  favorited: z.boolean(),
  /** The caller uploaded it (may edit and delete it). */
  mine: z.boolean(),
});
export type ResourceSummary = z.infer<typeof resourceSummary>;
export const resourcePage = z.object({ list: z.array(resourceSummary), total: z.number().int() });
export type ResourcePage = z.infer<typeof resourcePage>;

export const sharedClass = z.object({ classId: z.number().int(), className: z.string(), sharedAt: z.string() });
export type SharedClass = z.infer<typeof sharedClass>;
export const resourceInfo = resourceSummary.extend({
  description: z.string(),
  /** A URL to preview and download the file; null when the caller may only see the catalogue entry. */
  fileUrl: z.string().nullable(),
  /** The caller's classes it is shared to (teachers). */
  sharedClasses: z.array(sharedClass),
});
export type ResourceInfo = z.infer<typeof resourceInfo>;

export const resourceQuery = z.object({ resId: id });
export const regionQuery = z.object({ id });

export const saveResourceRequest = z.object({
  /** Absent: a new resource. */
  resId: id.optional(),
  title: z.string().trim().min(1, Msg.resourceTitleRequired).max(TITLE_MAX, Msg.resourceTitleTooLong),
  subject: z.enum(RESOURCE_SUBJECTS, { error: Msg.resourceSubjectInvalid }),
  grade: z.enum(GRADE_NAMES, { error: Msg.resourceGradeInvalid }),
  kind: z.enum(RESOURCE_KINDS),
  visibility: z.enum(VISIBILITIES).default('PUBLIC'),
  description: z.string().trim().max(500).default(''),
  /** UploadResult.url of the caller's upload; required for a new resource, optional for an edit. */
  fileUrl: z.string().trim().max(500).optional(),
  /** The file's original name (shown on download). */
  fileName: z.string().trim().max(255).optional(),
});
export type SaveResourceRequest = z.input<typeof saveResourceRequest>;

export const favoriteRequest = z.object({ resId: id, favorite: z.boolean() });
export const favoriteResult = z.object({ favorited: z.boolean(), favorites: z.number().int() });
export const shareRequest = z.object({
  resId: id,
  classIds: z.array(id).min(1, Msg.resourceClassRequired).max(20),
});

export const classResourceQuery = z.object({ classId: id.optional(), ...paging });
export const classResource = resourceSummary.extend({
  classId: z.number().int(),
  className: z.string(),
  sharedBy: z.string(),
  sharedAt: z.string(),
});
export type ClassResource = z.infer<typeof classResource>;
export const classResourcePage = z.object({ list: z.array(classResource), total: z.number().int() });

export const specialLink = z.object({
  title: z.string(),
  /** AI_COURSE (an AI dual-teacher course) or LIVE (a live lesson). */
  kind: z.enum(['AI_COURSE', 'LIVE']),
  /** A renderer path. */
  path: z.string(),
});
export type SpecialLink = z.infer<typeof specialLink>;
export const special = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** The banner's colour (a CSS hex colour). */
  color: z.string(),
  resourceCount: z.number().int(),
  kinds: z.array(z.enum(RESOURCE_KINDS)),
});
export type Special = z.infer<typeof special>;
export const specialInfo = special.extend({
  description: z.string(),
  resources: z.array(resourceSummary),
  links: z.array(specialLink),
});
export type SpecialInfo = z.infer<typeof specialInfo>;
export const specialQuery = z.object({ specialId: id });

const T = ['teacher'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ResourceApi = {
  list: get(ResourcePaths.list, { request: resourceListQuery, response: resourcePage, areas: T }),
  info: get(ResourcePaths.info, { request: resourceQuery, response: resourceInfo, areas: T }),
  save: post(ResourcePaths.save, { request: saveResourceRequest, response: resourceInfo, areas: T }),
  remove: post(ResourcePaths.remove, { request: resourceQuery, response: z.null(), areas: T }),
  favorite: post(ResourcePaths.favorite, { request: favoriteRequest, response: favoriteResult, areas: T }),
  share: post(ResourcePaths.share, { request: shareRequest, response: z.array(sharedClass), areas: T }),
  classList: get(ResourcePaths.classList, { request: classResourceQuery, response: classResourcePage, areas: T }),
  regionList: get(ResourcePaths.regionList, {
    request: regionListQuery,
    response: resourcePage,
    areas: T,
    optionalAuth: true,
  }),
  regionInfo: get(ResourcePaths.regionInfo, {
    request: regionQuery,
    response: resourceInfo,
    areas: T,
    optionalAuth: true,
  }),
  specialList: get(ResourcePaths.specialList, { response: z.array(special), areas: T }),
  specialInfo: get(ResourcePaths.specialInfo, { request: specialQuery, response: specialInfo, areas: T }),
} as const;
