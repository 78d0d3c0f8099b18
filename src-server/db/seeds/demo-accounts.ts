/** The demo accounts: seeded on first start, printed by `npm start`, listed in docs/demo-data.md. One password for all. */
export const DEMO_PASSWORD = 'Classpro@2026';
export const DEMO_SCHOOL = { name: '示范学校', code: 'DEMO2026', region: '四川省' };

export const DEMO_USERS = {
  teacher: { mobile: '13800000001', displayName: '王老师', userType: 'ASSISTANT', area: 'teacher' },
  parent: { mobile: '13800000002', displayName: '李妈妈', userType: 'PARENT', area: 'parent' },
  student: { mobile: '13800000003', displayName: '李小明', userType: 'STUDENT', area: 'teacher' },
} as const;

export const DEMO_STAFF = {
  expert: { account: 'expert01', displayName: '张专家' },
  publisher: { account: 'publisher01', displayName: '四川教育出版社', publisherId: 1 },
  author: { account: 'author01', displayName: '赵作者' },
  admin: { account: '13900000000', displayName: '数据中心管理员' },
} as const;

/** The operations console's operator (issue 16): signs in at the data-centre login, then uses /operations. */
export const DEMO_OPERATOR = { account: '13900000001', displayName: '运营管理员' } as const;

/** Lines for the console and the README. */
export function demoAccountLines(): string[] {
  return [
    `教师 (teacher)        ${DEMO_USERS.teacher.mobile}   /#/classpro/login`,
    `家长 (parent)         ${DEMO_USERS.parent.mobile}   /#/parent/login`,
    `学生 (student)        ${DEMO_USERS.student.mobile}   /#/classpro/login`,
    `专家 (expert)         ${DEMO_STAFF.expert.account}      /#/expert/login`,
    `出版社 (publisher)    ${DEMO_STAFF.publisher.account}   /#/publisher/login/${DEMO_STAFF.publisher.publisherId}`,
    `作者 (author)         ${DEMO_STAFF.author.account}      /#/author/login`,
    `数据中心 (datacenter) ${DEMO_STAFF.admin.account}   /#/datacenter/login`,
    `运营后台 (operations) ${DEMO_OPERATOR.account}   /#/operations/menus`,
    `password for all: ${DEMO_PASSWORD}   school activation code: ${DEMO_SCHOOL.code}`,
  ];
}
