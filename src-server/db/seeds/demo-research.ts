/**
 * Demo data of subject research and the community (issue 13), listed in docs/demo-data.md; tests and e2e use these names.
 * 示范学校 has four groups (语文, 数学, 英语, 科学) with colleagues of 王老师; 实验第二小学 has its own 数学教研组.
 */
export const SUBJECTS = [
  { code: 'CHINESE', name: '语文' },
  { code: 'MATH', name: '数学' },
  { code: 'ENGLISH', name: '英语' },
  { code: 'SCIENCE', name: '科学' },
  { code: 'IT', name: '信息科技' },
  { code: 'MORALITY', name: '道德与法治' },
  { code: 'MUSIC', name: '音乐' },
  { code: 'ART', name: '美术' },
  { code: 'PE', name: '体育' },
] as const;

/** Colleagues of 王老师 at 示范学校 (ASSISTANT users, the demo password). */
export const RESEARCH_COLLEAGUES = [
  { mobile: '13800000031', displayName: '李文博' },
  { mobile: '13800000032', displayName: '陈晓燕' },
  { mobile: '13800000033', displayName: '周明' },
  { mobile: '13800000034', displayName: '孙婷' },
  { mobile: '13800000035', displayName: '何建国' },
] as const;

export const RESEARCH_GROUPS = {
  math: '数学教研组',
  chinese: '语文教研组',
  english: '英语教研组',
  science: '科学教研组',
} as const;

/** The demo plans of 示范学校's 数学教研组: 陈晓燕's (with comments) and 王老师's own. */
export const RESEARCH_PLANS = {
  colleague: '《两位数乘两位数（不进位）》教学设计',
  mine: '《面积和面积单位》教学设计',
  /** 实验第二小学's plan, by 赵老师. */
  secondSchool: '《分数的初步认识》教学设计',
} as const;
