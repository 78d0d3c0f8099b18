import { z } from 'zod';
import { APP_PLATFORMS } from './app-version';
import type { CHANNELS } from './config';
import { channelSchema, MENU_FLAGS, type MenuFlag } from './config';
import { get, post } from './endpoint';
import { RECOMMEND_TYPES } from './home';

/**
 * The operations console (issue 16). The spec has no console, so its paths are ours: screens under
 * `/operations/*` (the data-centre area: the same admin sign-in and Cms-Token), endpoints under `/aicenter/ops/`.
 * Every endpoint needs a data-centre token of an account with the OPERATOR role; a district data-centre admin gets
 * code 403 (OpsMsg.operatorOnly). Every change writes an audit row (who, when, entity, id, before/after summary).
 */
export const OpsPaths = {
  configList: '/aicenter/ops/config/list',
  saveMenu: '/aicenter/ops/config/menu',
  saveAiDns: '/aicenter/ops/config/aiDns',
  saveGuideVideo: '/aicenter/ops/config/guideVideo',
  bannerList: '/aicenter/ops/banner/list',
  saveBanner: '/aicenter/ops/banner/save',
  /** Multipart, one image (png/jpeg/webp/gif, ≤ 2 MB) → its URL, to put in a banner's imageUrl. */
  bannerImage: '/aicenter/ops/banner/image',
  recommendList: '/aicenter/ops/recommend/list',
  saveRecommend: '/aicenter/ops/recommend/save',
  /** Titles of books, courses and activities, for the pickers of recommendations, quotas and redeem batches. */
  targets: '/aicenter/ops/targets',
  appVersionList: '/aicenter/ops/appVersion/list',
  publishAppVersion: '/aicenter/ops/appVersion/publish',
  /** Withdrawn releases stay listed (and audited) but getLastAppVersion no longer serves them. */
  withdrawAppVersion: '/aicenter/ops/appVersion/withdraw',
  schoolList: '/aicenter/ops/school/list',
  createSchoolCode: '/aicenter/ops/school/code/create',
  updateSchoolCode: '/aicenter/ops/school/code/update',
  setQuota: '/aicenter/ops/school/quota',
  redeemBatches: '/aicenter/ops/redeem/batches',
  generateRedeem: '/aicenter/ops/redeem/generate',
  /** Unused codes of the batch are refused on redeem from then on (兑换码无效或已被使用); used ones stay used. */
  disableRedeem: '/aicenter/ops/redeem/disable',
  /** GET ?batchId= with the Cms-Token header: an .xlsx of the batch's codes (a non-endpoint route). */
  exportRedeem: '/aicenter/ops/redeem/export',
  auditList: '/aicenter/ops/audit/list',
} as const;

/** Chinese titles of the 16 menu flags (spec section 2), for the console's switches. */
export const MENU_FLAG_TITLES: Record<MenuFlag, string> = {
  recommend: '推荐',
  digitalBook: '数字教材',
  qingguoketang: '精品课',
  aiCourse: '双师AI课',
  aiTraining: 'AI实验室',
  liveCourse: '天空课堂',
  activity: '活动',
  myDigitalBook: '我的教材',
  myQingguoketang: '我的精品课',
  myCourse: '我的课程',
  myAiTraining: '我的AI实验',
  mySubject: '学科教研',
  myResource: '数字资源',
  myActivity: '我的活动',
  myData: '我的数据',
  myClass: '班级管理',
};
export const CHANNEL_TITLES: Record<(typeof CHANNELS)[number], string> = {
  wenxuan: '文轩',
  digitalbook: '数字教材',
  aigc: 'AIGC',
  cuiya: '翠鸦（默认）',
};

const id = z.number().int().positive();
const idRequest = z.object({ id });
const flagValue = z.union([z.literal(0), z.literal(1)]);
export const menuFlagsInput = z.object(
  Object.fromEntries(MENU_FLAGS.map((f) => [f, flagValue])) as Record<MenuFlag, typeof flagValue>,
);
/** A URL a client can open: absolute http(s) or server-relative. Checked again on the server with OpsMsg.urlInvalid. */
const url = z.string().trim().max(500);
const sort = z.number().int().min(0).max(9999).default(0);

export const channelMenu = z.object({ channel: channelSchema, flags: menuFlagsInput, hasOwnConfig: z.boolean() });
export const guideVideo = z.object({
  id,
  channel: channelSchema.nullable(),
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const configListResponse = z.object({
  menus: z.array(channelMenu),
  aiDns: z.string(),
  guideVideos: z.array(guideVideo),
});
export type ConfigListResponse = z.infer<typeof configListResponse>;

export const saveMenuRequest = z.object({ channel: channelSchema, flags: menuFlagsInput });
export const saveAiDnsRequest = z.object({ value: url });
export const saveGuideVideoRequest = z.object({
  id: id.optional(),
  channel: channelSchema.nullable().default(null),
  name: z.string().trim().max(60),
  url,
  sort,
  enabled: z.boolean().default(true),
});

export const opsBanner = z.object({
  id,
  channel: channelSchema.nullable(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsBanner = z.infer<typeof opsBanner>;
export const saveBannerRequest = z.object({
  id: id.optional(),
  channel: channelSchema.nullable().default(null),
  title: z.string().trim().max(60),
  subtitle: z.string().trim().max(120).default(''),
  imageUrl: url,
  linkUrl: url.default(''),
  sort,
  enabled: z.boolean().default(true),
});
export const imageUrlResponse = z.object({ url: z.string() });

export const recommendTypeInput = z.enum(RECOMMEND_TYPES);
export const opsRecommend = z.object({
  id,
  type: recommendTypeInput,
  targetId: z.number().int(),
  targetTitle: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type OpsRecommend = z.infer<typeof opsRecommend>;
export const saveRecommendRequest = z.object({
  id: id.optional(),
  type: recommendTypeInput,
  targetId: id,
  sort,
  enabled: z.boolean().default(true),
});

const titled = z.object({ id: z.number().int(), title: z.string() });
export const targetsResponse = z.object({
  books: z.array(titled),
  aiCourses: z.array(titled),
  liveCourses: z.array(titled),
  activities: z.array(titled),
});
export type TargetsResponse = z.infer<typeof targetsResponse>;

export const opsAppVersion = z.object({
  id,
  version: z.string(),
  platform: z.enum(['all', ...APP_PLATFORMS]),
  releaseNotes: z.string(),
  isForceUpdate: z.boolean(),
  publishedAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type OpsAppVersion = z.infer<typeof opsAppVersion>;
export const publishAppVersionRequest = z.object({
  version: z.string().trim().max(40),
  platform: z.enum(['all', ...APP_PLATFORMS]).default('all'),
  releaseNotes: z.string().trim().max(2000),
  isForceUpdate: z.boolean().default(false),
});

export const courseTypeInput = z.enum(['AI_COURSE', 'LIVE_COURSE']);
export const opsSchool = z.object({
  id,
  name: z.string(),
  region: z.string(),
  cooperating: z.boolean(),
  codes: z.array(
    z.object({ id, code: z.string(), enabled: z.boolean(), expiresAt: z.string().nullable(), createdAt: z.string() }),
  ),
  courses: z.array(
    z.object({
      courseType: courseTypeInput,
      courseId: z.number().int(),
      title: z.string(),
      quota: z.number().int(),
      used: z.number().int(),
    }),
  ),
});
export type OpsSchool = z.infer<typeof opsSchool>;
/** ISO 8601 date-time, or null for "never expires". */
const expiresAt = z.iso.datetime({ offset: true }).nullable().default(null);
export const createSchoolCodeRequest = z.object({
  schoolId: id,
  /** Empty: a random 8-character code. */
  code: z.string().trim().max(32).default(''),
  expiresAt,
});
export const updateSchoolCodeRequest = z.object({ id, enabled: z.boolean(), expiresAt });
export const setQuotaRequest = z.object({
  schoolId: id,
  courseType: courseTypeInput,
  courseId: id,
  quota: z.number().int().min(0).max(100000),
});

export const redeemKindInput = z.enum(['TEXTBOOK', 'COURSE']);
export const redeemCourseTypeInput = z.enum(['DIGITAL_BOOK', 'AI_COURSE', 'LIVE_COURSE']);
export const redeemBatch = z.object({
  id,
  kind: redeemKindInput,
  courseType: redeemCourseTypeInput,
  targetId: z.number().int(),
  targetTitle: z.string(),
  slots: z.number().int(),
  count: z.number().int(),
  used: z.number().int(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type RedeemBatch = z.infer<typeof redeemBatch>;
export const generateRedeemRequest = z.object({
  kind: redeemKindInput,
  courseType: redeemCourseTypeInput,
  targetId: id,
  count: z.number().int().min(1, '数量至少为 1').max(1000, '一次最多生成 1000 个'),
  /** COURSE codes: class slots each code grants. */
  slots: z.number().int().min(1).max(100).default(1),
  note: z.string().trim().max(100).default(''),
});
export const batchIdRequest = z.object({ batchId: id });
export const exportRedeemQuery = z.object({ batchId: z.coerce.number().int().positive() });

export const AUDIT_ENTITIES = [
  'CHANNEL_CONFIG',
  'AI_PROJECT_DNS',
  'AI_GUIDE_VIDEO',
  'BANNER',
  'RECOMMEND',
  'APP_VERSION',
  'SCHOOL_CODE',
  'SCHOOL_COURSE',
  'REDEEM_BATCH',
] as const;
export const auditEntity = z.enum(AUDIT_ENTITIES);
export const AUDIT_ENTITY_TITLES: Record<(typeof AUDIT_ENTITIES)[number], string> = {
  CHANNEL_CONFIG: '菜单配置',
  AI_PROJECT_DNS: 'AI站点地址',
  AI_GUIDE_VIDEO: '指导视频',
  BANNER: '轮播图',
  RECOMMEND: '首页推荐',
  APP_VERSION: '应用版本',
  SCHOOL_CODE: '学校激活码',
  SCHOOL_COURSE: '课程名额',
  REDEEM_BATCH: '兑换码批次',
};
export const auditQuery = z.object({
  entity: auditEntity.optional(),
  operator: z.string().trim().max(50).optional(),
  /** YYYY-MM-DD, Beijing dates, inclusive. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const auditRow = z.object({
  id,
  operator: z.string(),
  entity: auditEntity,
  entityId: z.string(),
  action: z.string(),
  summary: z.string(),
  before: z.string(),
  after: z.string(),
  createdAt: z.string(),
});
export type AuditRow = z.infer<typeof auditRow>;
export const auditListResponse = z.object({ total: z.number().int(), rows: z.array(auditRow) });

const A = ['datacenter'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const OpsApi = {
  configList: get(OpsPaths.configList, { response: configListResponse, areas: A }),
  saveMenu: post(OpsPaths.saveMenu, { request: saveMenuRequest, response: channelMenu, areas: A }),
  saveAiDns: post(OpsPaths.saveAiDns, { request: saveAiDnsRequest, response: z.null(), areas: A }),
  saveGuideVideo: post(OpsPaths.saveGuideVideo, { request: saveGuideVideoRequest, response: guideVideo, areas: A }),
  bannerList: get(OpsPaths.bannerList, { response: z.array(opsBanner), areas: A }),
  saveBanner: post(OpsPaths.saveBanner, { request: saveBannerRequest, response: opsBanner, areas: A }),
  bannerImage: post(OpsPaths.bannerImage, { response: imageUrlResponse, areas: A, body: 'multipart' }),
  recommendList: get(OpsPaths.recommendList, { response: z.array(opsRecommend), areas: A }),
  saveRecommend: post(OpsPaths.saveRecommend, { request: saveRecommendRequest, response: opsRecommend, areas: A }),
  targets: get(OpsPaths.targets, { response: targetsResponse, areas: A }),
  appVersionList: get(OpsPaths.appVersionList, { response: z.array(opsAppVersion), areas: A }),
  publishAppVersion: post(OpsPaths.publishAppVersion, {
    request: publishAppVersionRequest,
    response: opsAppVersion,
    areas: A,
  }),
  withdrawAppVersion: post(OpsPaths.withdrawAppVersion, { request: idRequest, response: opsAppVersion, areas: A }),
  schoolList: get(OpsPaths.schoolList, { response: z.array(opsSchool), areas: A }),
  createSchoolCode: post(OpsPaths.createSchoolCode, { request: createSchoolCodeRequest, response: z.null(), areas: A }),
  updateSchoolCode: post(OpsPaths.updateSchoolCode, { request: updateSchoolCodeRequest, response: z.null(), areas: A }),
  setQuota: post(OpsPaths.setQuota, { request: setQuotaRequest, response: z.null(), areas: A }),
  redeemBatches: get(OpsPaths.redeemBatches, { response: z.array(redeemBatch), areas: A }),
  generateRedeem: post(OpsPaths.generateRedeem, { request: generateRedeemRequest, response: redeemBatch, areas: A }),
  disableRedeem: post(OpsPaths.disableRedeem, { request: batchIdRequest, response: redeemBatch, areas: A }),
  auditList: get(OpsPaths.auditList, { request: auditQuery, response: auditListResponse, areas: A }),
} as const;
