/**
 * Demo data of the live sky classroom (issue 13), listed in docs/demo-data.md; tests and e2e use these names.
 * A second school's teacher with a class of their own, for the booking race (two schools, one slot).
 */
export const LIVE_SECOND_TEACHER = {
  mobile: '13800000021',
  displayName: '赵老师',
  userType: 'ASSISTANT',
  className: '四年级1班',
} as const;

export const LIVE_LESSONS = {
  /** DAILY 00:00-24:00 Beijing: 直播中 whenever the demo runs. */
  always: '太空授课：失重环境下的小实验',
  /** Ended three days before seeding, with a replay; 三年级2班 applied it, with an exchange. */
  ended: '空间站里的水球实验',
  /** Three days after seeding, 10:00 Beijing: to apply for. */
  future: '火箭是怎样飞上天的',
  /** Capacity 1, already taken by the second school's class. */
  full: '小学作文：写好开头',
} as const;
