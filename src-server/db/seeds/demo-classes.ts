/**
 * Demo data of schools, classes, courses, redeem codes and teachers (issue 5). Listed in docs/demo-data.md; tests use
 * these names rather than repeating them.
 */
import { FAMOUS_TEACHERS } from './famous-teachers';
export const DEMO_SCHOOL_CODES = {
  /** 示范学校, never expires. */
  demo: 'DEMO2026',
  /** 示范学校, switched off: the lookup finds nothing. */
  disabled: 'DISABLED2026',
  /** 示范学校, expired on 1 January 2025. */
  expired: 'EXPIRED2025',
  /** A second cooperating school, for changing school. */
  second: 'SECOND2026',
  /** A school that no longer cooperates. */
  notCooperating: 'NOCOOP2026',
} as const;

export const SECOND_SCHOOL = '实验第二小学';
export const FORMER_SCHOOL = '合作已结束学校';

export const DEMO_CLASSES = { admin: { level: 3, classNumber: 2 }, interest: 'AI 创客兴趣班' } as const;

/** Unused codes after seeding. */
export const DEMO_REDEEM_CODES = {
  books: ['BOOK-DEMO-0001', 'BOOK-DEMO-0002', 'BOOK-DEMO-0003', 'BOOK-DEMO-0004', 'BOOK-DEMO-0005'],
  /** A textbook code for an AI course: refused with Msg.redeemUnsupported. */
  aiTextbook: 'BOOK-AI-0001',
  courses: ['COURSE-DEMO-0001', 'COURSE-DEMO-0002', 'COURSE-DEMO-0003', 'COURSE-DEMO-0004', 'COURSE-DEMO-0005'],
  /** Already redeemed by the demo teacher. */
  used: 'BOOK-USED-0001',
} as const;

/** TEACHER users with public profiles (password: the demo password). */
export const DEMO_TEACHERS = [
  {
    mobile: '13800000011',
    displayName: FAMOUS_TEACHERS.zhang.name,
    teachLv: '1,4',
    avgStar: 4.9,
    tags: ['数学思维', '少儿编程', '耐心细致'],
    introduction: FAMOUS_TEACHERS.zhang.biography,
  },
  {
    mobile: '13800000012',
    displayName: FAMOUS_TEACHERS.chen.name,
    teachLv: '1',
    avgStar: 4.7,
    tags: ['数学思维', '趣味课堂'],
    introduction: FAMOUS_TEACHERS.chen.biography,
  },
  {
    mobile: '13800000013',
    displayName: FAMOUS_TEACHERS.liu.name,
    teachLv: '4',
    avgStar: 4.5,
    tags: ['Python', '竞赛辅导'],
    introduction: FAMOUS_TEACHERS.liu.biography,
  },
  {
    mobile: '13800000014',
    displayName: FAMOUS_TEACHERS.zhou.name,
    teachLv: '1,4',
    avgStar: 4.2,
    tags: ['家校沟通', '心理辅导'],
    introduction: FAMOUS_TEACHERS.zhou.biography,
  },
] as const;
