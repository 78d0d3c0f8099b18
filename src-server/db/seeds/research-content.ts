import { RESEARCH_GROUPS, RESEARCH_PLANS } from './demo-research';

/**
 * The demo groups, plans and comments of 示范学校 (issue 13). People are named by key: `me` is 王老师, a number is
 * an index into RESEARCH_COLLEAGUES. Times are hours before seeding.
 */
export type Who = 'me' | 0 | 1 | 2 | 3 | 4;

export interface PlanSeed {
  author: Who;
  title: string;
  content: string;
  hoursAgo: number;
  comments: { author: Who; content: string; hoursAgo: number }[];
}

export interface GroupSeed {
  subject: string;
  name: string;
  intro: string;
  leader: Who;
  members: Who[];
  plans: PlanSeed[];
}

export const DEMO_GROUPS: GroupSeed[] = [
  {
    subject: 'CHINESE',
    name: RESEARCH_GROUPS.chinese,
    intro: '聚焦统编教材单元整体教学与整本书阅读，每两周开展一次集体备课。',
    leader: 0,
    members: ['me'],
    plans: [
      {
        author: 0,
        title: '《秋天的雨》第一课时教学设计',
        content: [
          '一、教学目标',
          '1. 认识“邮、票”等 9 个生字，会写“盒、颜”等 13 个字。',
          '2. 正确、流利地朗读课文，感受秋雨带来的色彩之美。',
          '二、教学重点：借助关键句理解“秋天的雨是一把钥匙”。',
          '三、教学过程',
          '1. 情境导入：播放秋景图片，说说你眼中的秋天。',
          '2. 初读课文，圈出生字，同桌互读。',
          '3. 精读第二自然段，找出描写颜色的词语，体会比喻句的妙处。',
          '4. 小练笔：仿照课文，用“秋天的雨把……给了……”说一句话。',
        ].join('\n'),
        hoursAgo: 96,
        comments: [{ author: 'me', content: '小练笔的句式支架很实用，我们班可以直接借鉴。', hoursAgo: 90 }],
      },
    ],
  },
  {
    subject: 'MATH',
    name: RESEARCH_GROUPS.math,
    intro: '围绕“计算教学中的估算意识”开展本学期校本研修，欢迎分享课例与反思。',
    leader: 1,
    members: [2, 'me'],
    plans: [
      {
        author: 1,
        title: RESEARCH_PLANS.colleague,
        content: [
          '一、教学目标',
          '1. 经历探索两位数乘两位数（不进位）笔算方法的过程，理解算理。',
          '2. 能正确笔算，并用估算检验结果是否合理。',
          '二、教学重难点：理解第二个因数十位上的数乘第一个因数，积的末位要和十位对齐。',
          '三、教学过程',
          '1. 复习铺垫：口算 12×10、12×3，说说算法。',
          '2. 情境引入：每套书 12 本，买 13 套一共多少本？先估一估。',
          '3. 探究算法：借助点子图把 13 拆成 10 和 3，再过渡到竖式。',
          '4. 巩固练习：课本“做一做”第 1、2 题，并说说每一步表示什么。',
          '5. 课堂小结：笔算两位数乘两位数要注意什么？',
        ].join('\n'),
        hoursAgo: 72,
        comments: [
          { author: 2, content: '点子图到竖式的过渡很自然，建议让学生自己圈一圈再汇报。', hoursAgo: 70 },
          { author: 'me', content: '估算放在开头能让学生先有结果的范围，笔算后再对照，效果会更好。', hoursAgo: 48 },
        ],
      },
      {
        author: 'me',
        title: RESEARCH_PLANS.mine,
        content: [
          '一、教学目标：认识面积的含义，知道常用的面积单位平方厘米、平方分米、平方米。',
          '二、教学过程',
          '1. 摸一摸：摸数学书封面和课桌面，说说哪个面大。',
          '2. 比一比：用不同的方法比较两个图形面积的大小，体会统一面积单位的必要性。',
          '3. 量一量：用 1 平方厘米的小正方形测量卡片的面积。',
          '三、作业：找一找生活中大约 1 平方米的物体。',
        ].join('\n'),
        hoursAgo: 30,
        comments: [{ author: 1, content: '“比一比”环节可以多给学生一些材料，让方法更多样。', hoursAgo: 26 }],
      },
    ],
  },
  {
    subject: 'ENGLISH',
    name: RESEARCH_GROUPS.english,
    intro: '以绘本阅读和情境对话提升学生的英语表达能力。',
    leader: 3,
    members: [],
    plans: [
      {
        author: 3,
        title: 'Unit 4 At the farm 第二课时教学设计',
        content: [
          'Teaching aims: 能听懂、会说 What are these? They are ... 并用于描述农场里的动物和蔬菜。',
          'Procedures:',
          '1. Warm-up: 唱 Old MacDonald Had a Farm。',
          '2. Presentation: 借助农场图片学习 tomatoes, potatoes, carrots。',
          '3. Practice: 小组玩猜一猜游戏 What are these?',
          '4. Homework: 画一画你心中的农场，并用英语介绍给家人听。',
        ].join('\n'),
        hoursAgo: 120,
        comments: [],
      },
    ],
  },
  {
    subject: 'SCIENCE',
    name: RESEARCH_GROUPS.science,
    intro: '推进探究式实验教学，整理每个单元的实验材料清单与安全提示。',
    leader: 4,
    members: ['me'],
    plans: [
      {
        author: 4,
        title: '《水结冰了》探究实验教学设计',
        content: [
          '一、教学目标：通过实验观察水结冰的过程，知道水在 0℃ 时开始结冰。',
          '二、实验材料：试管、温度计、碎冰、食盐、烧杯、记录单。',
          '三、教学过程',
          '1. 提出问题：水在什么温度下会结冰？',
          '2. 实验探究：在碎冰中加入食盐，每分钟记录一次试管内水的温度与状态。',
          '3. 交流研讨：水结冰时温度有什么变化？体积呢？',
          '四、安全提示：温度计轻拿轻放，食盐冰水不要入口。',
        ].join('\n'),
        hoursAgo: 200,
        comments: [{ author: 'me', content: '记录单建议增加“状态变化”一栏，方便学生对照温度。', hoursAgo: 180 }],
      },
    ],
  },
];

/** 实验第二小学's 数学教研组: 赵老师 alone, with one plan. */
export const SECOND_SCHOOL_PLAN = {
  title: RESEARCH_PLANS.secondSchool,
  content: '一、教学目标：借助折纸和涂色，初步认识几分之一。\n二、教学过程：分月饼—折一折—涂一涂—说一说。',
};
