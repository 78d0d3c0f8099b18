/**
 * The demo activities' content (issue 14). `days` are offsets from the seeding time: registration start,
 * registration end, submission start, submission end, review end (results); they put each activity in a phase.
 */
export const DEMO_EXPERT_TOKEN = 'demo-expert-review-2026';

const criteria = (names: [string, number][]) => names.map(([name, maxScore], i) => ({ id: i + 1, name, maxScore }));
const prizes = [
  { name: '一等奖', count: 3, description: '证书及奖品' },
  { name: '二等奖', count: 6, description: '证书' },
  { name: '三等奖', count: 10, description: '证书' },
  { name: '优秀组织奖', count: 5, description: '授予组织学生积极参与的学校' },
];
/** A poster picture (served by the activity image route). */
const attachments = (name: string, slug: string) => [
  { name: `${name}活动海报.png`, url: `/files/activity/poster-${slug}.png` },
];
const rules = (what: string) =>
  [
    `一、参赛对象：全国中小学在校学生，以个人或班级为单位参加。`,
    `二、作品要求：${what}，作品须为原创，每人（班级）限报一件，可上传图片、视频或文档。`,
    '三、评审方式：专家按评分标准独立打分，最终得分为各位专家评分的平均分；得分相同时按点赞数排序。',
    '四、时间安排：所有截止时间均为北京时间，逾期不再受理。',
  ].join('\n\n');
const news = (name: string) => [
  {
    title: `${name}正式启动`,
    summary: '活动报名通道现已开放',
    content: `${name}正式启动，欢迎各校师生踊跃参加。\n\n详情请见活动规则。`,
  },
  {
    title: `${name}常见问题解答`,
    summary: '关于作品格式与提交方式',
    content: '作品可使用手机拍照上传，每件作品最多9个文件。\n\n截止前可修改或撤回作品。',
  },
];

export const ACTIVITY_DETAILS = [
  {
    name: '第五届青少年人工智能创意大赛',
    phase: 'REVIEWING',
    days: [-20, -10, -20, -1, 20],
    organiser: '青果课堂教研中心',
    rules: rules('围绕人工智能主题进行创意设计'),
    criteria: criteria([
      ['创意', 40],
      ['技术实现', 30],
      ['表达呈现', 30],
    ]),
    prizes,
    attachments: attachments('人工智能创意大赛', 'ai'),
    news: news('第五届青少年人工智能创意大赛'),
    works: 12,
  },
  {
    name: '“书香校园”阅读分享活动',
    phase: 'SUBMITTING',
    days: [-10, 10, -10, 15, 25],
    organiser: '示范学校语文组',
    rules: rules('分享一本书的阅读感受，可配图'),
    criteria: criteria([
      ['内容', 50],
      ['表达', 30],
      ['版面', 20],
    ]),
    prizes,
    attachments: attachments('书香校园', 'reading'),
    news: news('“书香校园”阅读分享活动'),
    works: 9,
  },
  {
    name: '编程挑战赛（春季赛）',
    phase: 'REGISTERING',
    days: [-5, 10, 3, 20, 30],
    organiser: '青果课堂编程中心',
    rules: rules('用代码解决生活中的一个小问题'),
    criteria: criteria([
      ['思路', 40],
      ['代码质量', 40],
      ['演示', 20],
    ]),
    prizes,
    attachments: attachments('编程挑战赛', 'coding'),
    news: news('编程挑战赛（春季赛）'),
    works: 0,
  },
  {
    name: '科学小论文评选',
    phase: 'FINISHED',
    days: [-40, -30, -40, -15, -1],
    organiser: '青少年科技教育协会',
    rules: rules('记录一次科学探究的过程与结论'),
    criteria: criteria([
      ['科学性', 40],
      ['创新性', 30],
      ['写作', 30],
    ]),
    prizes,
    attachments: attachments('科学小论文评选', 'science'),
    news: news('科学小论文评选'),
    works: 8,
  },
  {
    name: '校园微视频大赛',
    phase: 'NOT_STARTED',
    days: [5, 25, 5, 45, 60],
    organiser: '青果课堂',
    rules: rules('用不超过3分钟的视频讲述校园故事'),
    criteria: criteria([
      ['主题', 30],
      ['拍摄', 40],
      ['剪辑', 30],
    ]),
    prizes,
    attachments: attachments('校园微视频大赛', 'video'),
    news: news('校园微视频大赛'),
    works: 0,
  },
] as const;

export const OTHER_SCHOOLS = [
  { name: '成都市实验小学', region: '四川省', students: ['陈思远', '刘雨桐', '杨子涵'] },
  { name: '绵阳市东辰学校', region: '四川省', students: ['黄梓萱', '周浩然', '吴欣怡'] },
  { name: '乐山市实验中学', region: '四川省', students: ['徐一诺', '孙铭泽', '马若曦'] },
  { name: '示范学校', region: '四川省', students: ['赵天宇', '钱多多', '郑可欣'] },
];

export const WORK_TITLES = [
  '会说话的垃圾分类箱',
  '我的植物观察日记',
  '未来的智能教室',
  '家乡的四季',
  '一本书带我去远方',
  '小小气象站',
  '机器人帮奶奶浇花',
  '月亮为什么会变',
  '我和我的好朋友',
  '红色故事绘本',
  '校园里的鸟',
  '节约用水的小发明',
];
