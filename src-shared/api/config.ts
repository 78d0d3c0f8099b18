import { z } from 'zod';
import type { Channel } from '../desktop-api';
import { get } from './endpoint';

/**
 * Dictionary configuration (spec sections 2, 3, 4 and 7): the channel's menu flags, the AI site base and the
 * class-guide videos. Public: no token needed. The channel is read from the request's `channel` header.
 */
export const ConfigPaths = {
  /** GET ?configType=CHANNEL_CONFIG|AI_PROJECT_DNS|AI_GUIDE_VIDEO → ConfigItem[] (empty list when none). */
  getConfig: '/api/v1/dictionary/getConfig',
  /** Spec path. GET → WelcomeMessage for the request's channel. Public. */
  welcomeMessage: '/api/v2/aigc/vt/getWelcomeMessage',
} as const;

/** The four channels (spec section 1); cuiya is the default when the header is missing or unknown. */
export const CHANNELS = ['wenxuan', 'digitalbook', 'aigc', 'cuiya'] as const satisfies readonly Channel[];
export const DEFAULT_CHANNEL: Channel = 'cuiya';
export const channelSchema = z.enum(CHANNELS);

/** Reads a channel header value: anything unknown or missing falls back to cuiya. */
export const parseChannel = (value: unknown): Channel =>
  typeof value === 'string' && (CHANNELS as readonly string[]).includes(value) ? (value as Channel) : DEFAULT_CHANNEL;

export const CONFIG_TYPES = ['CHANNEL_CONFIG', 'AI_PROJECT_DNS', 'AI_GUIDE_VIDEO'] as const;
export const configTypeSchema = z.enum(CONFIG_TYPES);
export type ConfigType = z.infer<typeof configTypeSchema>;

export const getConfigQuery = z.object({ configType: configTypeSchema });

/**
 * One configuration item. `keyValue` depends on the type:
 * - CHANNEL_CONFIG: a JSON string of the 16 menu flags (parse it with `parseMenuFlags`); one item, for the channel;
 * - AI_PROJECT_DNS: the AI site base URL ('/' means this same server: the AI pages are routes of this app);
 * - AI_GUIDE_VIDEO: a video URL, one item per video, in order (none seeded: the client shows 暂无上课指导视频).
 */
export const configItem = z.object({
  id: z.number().int(),
  configType: configTypeSchema,
  /** The channel the item belongs to, or null when it applies to every channel. */
  channel: channelSchema.nullable(),
  name: z.string(),
  keyValue: z.string(),
  sort: z.number().int(),
});
export type ConfigItem = z.infer<typeof configItem>;
export const getConfigResponse = z.array(configItem);

/** The 16 menu flags of spec section 2, in the spec's order. */
export const MENU_FLAGS = [
  'recommend',
  'digitalBook',
  'qingguoketang',
  'aiCourse',
  'aiTraining',
  'liveCourse',
  'activity',
  'myDigitalBook',
  'myQingguoketang',
  'myCourse',
  'myAiTraining',
  'mySubject',
  'myResource',
  'myActivity',
  'myData',
  'myClass',
] as const;
export type MenuFlag = (typeof MENU_FLAGS)[number];

/** A flag is 0 or 1 (a JSON boolean or "0"/"1" is accepted too); a missing flag is 0, so the item is hidden. */
const flag = z.preprocess(
  (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v),
  z.union([z.literal(0), z.literal(1)]).default(0),
);

/** The parsed keyValue of a CHANNEL_CONFIG item. Unknown keys are dropped. */
export const menuFlagsSchema = z.object(
  Object.fromEntries(MENU_FLAGS.map((f) => [f, flag])) as Record<MenuFlag, typeof flag>,
);
export type MenuFlags = Record<MenuFlag, 0 | 1>;

/**
 * Parses a CHANNEL_CONFIG keyValue. Returns null when it is not valid JSON of the right shape. The same rules as
 * `menuFlagsSchema`, written out by hand: the teacher shell calls it, and a schema here would ship all of zod (about
 * 30 KB gzip) to the signed-in dashboard for sixteen flags.
 */
export function parseMenuFlags(keyValue: string): MenuFlags | null {
  let json: unknown;
  try {
    json = JSON.parse(keyValue);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const flags = {} as MenuFlags;
  for (const f of MENU_FLAGS) {
    const v = (json as Record<string, unknown>)[f];
    const n = v === true || v === '1' ? 1 : v === false || v === '0' || v === undefined ? 0 : v;
    if (n !== 0 && n !== 1) return null;
    flags[f] = n;
  }
  return flags;
}

/** The request headers a channel-dependent endpoint reads (other headers pass through untouched). */
export const channelHeaders = z.looseObject({ channel: z.string().optional() });

export const welcomeMessage = z.object({
  /** The assistant's greeting, plain text. */
  content: z.string(),
  /** Suggested first questions, shown as chips. */
  suggestions: z.array(z.string()),
});
export type WelcomeMessage = z.infer<typeof welcomeMessage>;
/** What getWelcomeMessage answers: the channel's welcome, and whether the server has a model (AI_BASE_URL). */
export const welcomeResponse = welcomeMessage.extend({ configured: z.boolean() });
export type WelcomeResponse = z.infer<typeof welcomeResponse>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ConfigApi = {
  getConfig: get(ConfigPaths.getConfig, {
    request: getConfigQuery,
    response: getConfigResponse,
    areas: [],
    headers: channelHeaders,
  }),
  welcomeMessage: get(ConfigPaths.welcomeMessage, { response: welcomeResponse, areas: [], headers: channelHeaders }),
} as const;
