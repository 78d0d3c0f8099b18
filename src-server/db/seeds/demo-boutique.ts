/**
 * Demo data of the boutique courses (精品课, issue 13), listed in docs/demo-data.md; tests and e2e use these names.
 * Each lesson plays one of the clips made at first start (modules/boutique/content.ts): a few seconds, 320×180, a
 * title card naming a lesson step (the lessons share the clips).
 */
import { FAMOUS_TEACHERS, lecturerOf } from './famous-teachers';
export const BOUTIQUE_CLIPS = [
  { file: 'clip-1.mp4', title: '精品课 · 课程导入', tone: 440, seconds: 12 },
  { file: 'clip-2.mp4', title: '精品课 · 要点讲解', tone: 494, seconds: 10 },
  { file: 'clip-3.mp4', title: '精品课 · 课例分析', tone: 523, seconds: 11 },
  { file: 'clip-4.mp4', title: '精品课 · 本讲小结', tone: 587, seconds: 9 },
] as const;

export interface DemoBoutiqueCourse {
  title: string;
  category: string;
  summary: string;
  introduction: string;
  lecturer: string;
  lecturerTitle: string;
  lecturerIntro: string;
  priceFen: number;
  lessons: string[];
}

/** The demo teacher's wallet: ¥100.00 after these (oldest first), the paid purchase is of BOUTIQUE.bought. */
export const DEMO_WALLET = { balanceFen: 10_000 } as const;

/** Titles the tests and e2e name. */
export const BOUTIQUE = {
  /** Free, not joined by the demo teacher: 免费学习. */
  free: '小学数学教学设计：情境导入与问题串',
  /** ¥29.00, not bought: 购买 within the balance. */
  paid: '高效课堂管理的十个细节',
  /** ¥128.00: more than the demo balance, 余额不足. */
  expensive: '儿童心理与课堂激励',
  /** ¥30.00, bought by the demo teacher, half watched: 学习中. */
  bought: '班主任沟通艺术：家校共育实务',
  /** Free, every lesson watched by the demo teacher: 已学完. */
  finished: '主题班会的设计与组织',
} as const;

export const BOUTIQUE_COURSES: DemoBoutiqueCourse[] = [
  {
    title: BOUTIQUE.free,
    category: '学科教学',
    summary: '用真实情境和问题串，让数学课从“讲清楚”走向“想明白”',
    introduction:
      '本课程面向小学数学教师，围绕新课标倡导的情境化教学，从情境选材、问题串设计、学生猜想与验证、课堂小结四个环节，结合“分数的初步认识”“鸡兔同笼”等课例，讲解一节好课是怎样设计出来的。每节课都附有可直接使用的教学设计要点。',
    ...lecturerOf(FAMOUS_TEACHERS.zhang),
    priceFen: 0,
    lessons: ['情境导入：从学生身边的问题出发', '问题串的设计方法', '让学生猜想与验证', '课堂小结与分层练习'],
  },
  {
    title: BOUTIQUE.paid,
    category: '课堂管理',
    summary: '从上课铃到下课铃，十个细节让课堂秩序井然、学生投入',
    introduction:
      '课堂管理不是“管住学生”，而是让学生有事可做、知道怎么做。课程从课前准备、指令语言、小组合作、注意力调控、课堂评价等方面，总结一线教师最常用的十个细节，配合真实课堂片段分析，帮助新教师快速建立课堂常规。',
    ...lecturerOf(FAMOUS_TEACHERS.chen),
    priceFen: 2_900,
    lessons: ['课前三分钟：建立上课仪式', '清晰的指令语言', '小组合作的分工与评价', '注意力分散时怎么办'],
  },
  {
    title: '信息科技新课标解读与课例',
    category: '信息科技',
    summary: '读懂义务教育信息科技课程标准，看懂六条逻辑主线',
    introduction:
      '信息科技成为独立课程后，教什么、怎么教是老师们最关心的问题。课程逐条解读课程标准的核心素养与六条逻辑主线，并以“数据编码”“身边的算法”“过程与控制”等单元课例，示范项目式学习与跨学科主题学习的组织方法。',
    ...lecturerOf(FAMOUS_TEACHERS.liu),
    priceFen: 0,
    lessons: ['课程标准的核心素养', '六条逻辑主线', '课例：身边的算法', '课例：过程与控制', '项目式学习的评价'],
  },
  {
    title: '用 Scratch 上好编程启蒙课',
    category: '信息科技',
    summary: '零基础也能上的编程启蒙课：从一只会走路的小猫开始',
    introduction:
      '课程面向刚开始教编程的老师，从 Scratch 的界面与积木讲起，一步步完成“小猫走迷宫”“接苹果”“古诗配乐朗诵”三个作品，并讲解低年级学生常见的错误与调试方法，帮助老师设计适合学生的编程启蒙课。',
    ...lecturerOf(FAMOUS_TEACHERS.liu),
    priceFen: 4_900,
    lessons: ['认识 Scratch 舞台与角色', '作品一：小猫走迷宫', '作品二：接苹果', '常见错误与调试'],
  },
  {
    title: BOUTIQUE.bought,
    category: '班主任工作',
    summary: '家长会怎么开、家长群怎么管、棘手沟通怎么谈',
    introduction:
      '家校沟通是班主任工作的重要部分。课程从家长会的组织、家长群的日常运营、与不同类型家长的沟通策略三个方面，分享可复制的沟通话术与流程，帮助班主任建立信任、形成家校合力。',
    ...lecturerOf(FAMOUS_TEACHERS.zhou),
    priceFen: 3_000,
    lessons: ['开好第一次家长会', '家长群的日常运营', '棘手问题的沟通策略'],
  },
  {
    title: BOUTIQUE.finished,
    category: '班主任工作',
    summary: '一节好班会，从选题、准备到总结的完整流程',
    introduction:
      '主题班会是班级教育的重要阵地。课程结合“文明礼仪”“安全教育”“感恩父母”等主题，讲解班会的选题、学生参与方式、活动环节设计与会后延伸，让班会不再是“班主任讲、学生听”。',
    ...lecturerOf(FAMOUS_TEACHERS.zhou),
    priceFen: 0,
    lessons: ['选题：从班级真实问题出发', '让每个学生都参与', '班会之后的延伸'],
  },
  {
    title: '小学语文整本书阅读教学',
    category: '学科教学',
    summary: '导读课、推进课、分享课，带学生读完一本书',
    introduction:
      '整本书阅读是语文新课标的重要学习任务群。课程以《夏洛的网》《西游记》为例，讲解导读课、推进课、分享课三种课型的设计，以及阅读单、读书笔记、阅读分享会等活动的组织方法。',
    ...lecturerOf(FAMOUS_TEACHERS.li),
    priceFen: 1_990,
    lessons: ['导读课：激发阅读兴趣', '推进课：读中交流', '分享课：读后表达', '阅读单的设计'],
  },
  {
    title: BOUTIQUE.expensive,
    category: '教育心理',
    summary: '理解儿童的心理需要，用积极的方式激励学生',
    introduction:
      '为什么表扬有时不管用？为什么有的学生越批评越退缩？课程从儿童发展心理学出发，讲解动机、归因与自我效能感，介绍课堂中可操作的激励策略与积极心理干预方法，帮助教师读懂学生、激发内在动力。',
    ...lecturerOf(FAMOUS_TEACHERS.wang),
    priceFen: 12_800,
    lessons: ['儿童的心理需要', '动机与归因', '有效表扬的三个原则', '面对退缩的学生', '积极心理干预'],
  },
];
