/**
 * Demo data of the digital resources (issue 13), listed in docs/demo-data.md; the seed, the content generator
 * (modules/resources/content.ts) and the tests use these names. Each resource's file is made by code on the first
 * start into DATA_DIR/resources/<file>: PDFs by lib/pdf-writer, Word and Excel by lib/office, PNGs by lib/png, MP4
 * and MP3 by the ffmpeg binary of @ffmpeg-installer.
 */
import type { ResourceKind } from '@shared/rules/resources';

/** How a file is made: the pages of a PDF, the paragraphs of a .docx, the rows of an .xlsx, a picture, a clip. */
export type DemoContent =
  | { type: 'pdf'; pages: { heading: string; paragraphs: string[]; figure?: number }[] }
  | { type: 'docx'; paragraphs: string[] }
  | { type: 'xlsx'; sheet: string; rows: (string | number)[][] }
  | { type: 'png'; picture: 'planets' | 'pattern' | 'evacuation' }
  | { type: 'mp4'; tone: number; seconds: number }
  | { type: 'mp3'; tones: number[]; seconds: number };

export interface DemoResource {
  file: string;
  title: string;
  kind: ResourceKind;
  subject: string;
  grade: string;
  /** A demo teacher's mobile (LIBRARY), or null for the region's catalogue (REGION, with `publisher`). */
  uploader: string | null;
  publisher?: string;
  visibility?: 'PUBLIC' | 'PRIVATE';
  description: string;
  /** Days before the first start it was uploaded (for the list's order and its times). */
  daysAgo: number;
  content: DemoContent;
}

const ZHANG = '13800000011';
const CHEN = '13800000012';
const LIU = '13800000013';
const ZHOU = '13800000014';
/** The demo teacher 王老师. */
export const RESOURCE_DEMO_TEACHER = '13800000001';
const REGION = '四川省教育资源公共服务平台';
const PRESS = '四川教育出版社';

const lesson = (heading: string, ...paragraphs: string[]) => ({ heading, paragraphs });

export const LIBRARY_RESOURCES: DemoResource[] = [
  {
    file: 'fraction-intro.pdf',
    title: '三年级数学《分数的初步认识》课件',
    kind: 'COURSEWARE',
    subject: '数学',
    grade: '三年级',
    uploader: ZHANG,
    description: '从分月饼、折纸引入几分之一，认识分子、分母和分数线，配课堂练习。',
    daysAgo: 2,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson(
            '分数的初步认识',
            '情境导入：中秋节，把一块月饼平均分给两个小朋友，每人分得多少？',
            '把一个物体平均分成两份，每份是它的二分之一，写作 1/2。',
          ),
          figure: 1,
        },
        lesson(
          '认识几分之一',
          '把一张长方形纸平均分成 4 份，每份是它的四分之一。',
          '分数线表示平均分，分母表示平均分成几份，分子表示取了几份。',
        ),
        {
          ...lesson(
            '课堂练习',
            '1. 用折纸表示 1/3 和 1/6，比一比哪个大。',
            '2. 涂色表示每个图形的 1/4。',
            '3. 判断：把一个苹果分成两份，每份一定是它的 1/2。',
          ),
          figure: 0,
        },
      ],
    },
  },
  {
    file: 'spring-plan.docx',
    title: '二年级语文《找春天》教学设计',
    kind: 'LESSON_PLAN',
    subject: '语文',
    grade: '二年级',
    uploader: CHEN,
    description: '两课时教学设计：朗读感悟、识字写字、走出教室找春天的实践活动。',
    daysAgo: 5,
    content: {
      type: 'docx',
      paragraphs: [
        '教学目标：1. 认识“寻、遮”等 11 个生字，会写“脱、棉”等 8 个字。2. 正确、流利、有感情地朗读课文。3. 感受春天的美好，培养观察大自然的兴趣。',
        '教学重点：朗读课文，体会孩子们找到春天时的喜悦。',
        '教学过程：一、谈话导入，板书课题。二、初读课文，读准字音。三、细读课文，找一找孩子们在哪里找到了春天。四、拓展：说说你在哪里找到了春天。',
        '作业设计：和家人一起到公园里找春天，用一两句话写下来。',
      ],
    },
  },
  {
    file: 'circuit-experiment.mp4',
    title: '四年级科学《简单电路》实验演示',
    kind: 'VIDEO',
    subject: '科学',
    grade: '四年级',
    uploader: LIU,
    description: '用电池、导线和小灯泡连接一个简单电路，观察灯泡亮起的条件。',
    daysAgo: 3,
    content: { type: 'mp4', tone: 440, seconds: 6 },
  },
  {
    file: 'english-unit3.mp3',
    title: '三年级英语 Unit 3 课文朗读',
    kind: 'AUDIO',
    subject: '英语',
    grade: '三年级',
    uploader: ZHOU,
    description: 'Unit 3 Look at me! 课文及单词跟读音频。',
    daysAgo: 6,
    content: { type: 'mp3', tones: [523, 659, 784], seconds: 6 },
  },
  {
    file: 'solar-system.png',
    title: '太阳系八大行星示意图',
    kind: 'IMAGE',
    subject: '科学',
    grade: '六年级',
    uploader: LIU,
    description: '太阳与八大行星的相对位置示意，适合《太阳系大家庭》一课展示。',
    daysAgo: 8,
    content: { type: 'png', picture: 'planets' },
  },
  {
    file: 'multiplication-drill.xlsx',
    title: '三年级上册乘法口算练习',
    kind: 'EXERCISE',
    subject: '数学',
    grade: '三年级',
    uploader: ZHANG,
    description: '两位数乘一位数口算 20 题，附答案列，可直接打印。',
    daysAgo: 4,
    content: {
      type: 'xlsx',
      sheet: '口算练习',
      rows: [
        ['题号', '题目', '答案'],
        ...[
          [12, 3],
          [21, 4],
          [33, 3],
          [14, 2],
          [40, 5],
          [23, 3],
          [11, 8],
          [32, 2],
          [15, 4],
          [25, 3],
          [42, 2],
          [13, 6],
          [31, 5],
          [24, 4],
          [18, 5],
          [50, 6],
          [22, 7],
          [16, 3],
          [41, 9],
          [35, 2],
        ].map(([a, b], i) => [i + 1, `${a} × ${b} =`, a! * b!]),
      ],
    },
  },
  {
    file: 'jingyesi.mp3',
    title: '古诗《静夜思》配乐朗诵',
    kind: 'AUDIO',
    subject: '语文',
    grade: '一年级',
    uploader: CHEN,
    description: '李白《静夜思》配乐朗诵，可用于课前诵读。',
    daysAgo: 10,
    content: { type: 'mp3', tones: [392, 494, 587], seconds: 7 },
  },
  {
    file: 'jiangxianghe.pdf',
    title: '五年级语文《将相和》课件',
    kind: 'COURSEWARE',
    subject: '语文',
    grade: '五年级',
    uploader: CHEN,
    description: '完璧归赵、渑池之会、负荆请罪三个故事的梳理与人物分析。',
    daysAgo: 12,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson(
            '将相和',
            '课文由“完璧归赵”“渑池之会”“负荆请罪”三个小故事组成。',
            '想一想：三个故事之间有什么联系？',
          ),
          figure: 2,
        },
        lesson('人物分析', '蔺相如：机智勇敢、顾全大局。', '廉颇：勇猛善战、知错就改。'),
      ],
    },
  },
  {
    file: 'garbage-class-meeting.docx',
    title: '垃圾分类主题班会教案',
    kind: 'LESSON_PLAN',
    subject: '道德与法治',
    grade: '四年级',
    uploader: ZHOU,
    description: '认识四类垃圾、分类小游戏、制定班级垃圾分类公约。',
    daysAgo: 15,
    content: {
      type: 'docx',
      paragraphs: [
        '活动目标：知道可回收物、有害垃圾、厨余垃圾和其他垃圾四类，能正确投放常见垃圾。',
        '活动准备：四色垃圾桶图片、垃圾卡片若干。',
        '活动过程：一、看一看：垃圾去哪儿了？二、分一分：垃圾卡片分类比赛。三、议一议：制定班级垃圾分类公约。',
      ],
    },
  },
  {
    file: 'meander-pattern.png',
    title: '中国传统纹样：回纹',
    kind: 'IMAGE',
    subject: '美术',
    grade: '五年级',
    uploader: ZHOU,
    description: '回纹连续纹样示例，用于《传统纹样》单元欣赏与临摹。',
    daysAgo: 9,
    content: { type: 'png', picture: 'pattern' },
  },
  {
    file: 'cell-structure.pdf',
    title: '七年级生物《细胞的结构》课件',
    kind: 'COURSEWARE',
    subject: '生物',
    grade: '七年级',
    uploader: LIU,
    description: '植物细胞与动物细胞结构对比，显微镜观察步骤。',
    daysAgo: 20,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson(
            '细胞的结构',
            '植物细胞：细胞壁、细胞膜、细胞质、细胞核、液泡、叶绿体。',
            '动物细胞：细胞膜、细胞质、细胞核。',
          ),
          figure: 1,
        },
        lesson('观察与比较', '用显微镜观察洋葱表皮细胞和人的口腔上皮细胞，画出看到的结构。'),
      ],
    },
  },
  {
    file: 'physics-unit-test.xlsx',
    title: '八年级物理《光现象》单元测验',
    kind: 'EXERCISE',
    subject: '物理',
    grade: '八年级',
    uploader: LIU,
    description: '选择题 6 道，附参考答案。',
    daysAgo: 18,
    content: {
      type: 'xlsx',
      sheet: '单元测验',
      rows: [
        ['题号', '题目', '参考答案'],
        [1, '光在同种均匀介质中沿什么传播？', '直线'],
        [2, '平面镜成的像是实像还是虚像？', '虚像'],
        [3, '雨后彩虹属于光的什么现象？', '色散'],
        [4, '小孔成像的原理是什么？', '光的直线传播'],
        [5, '入射角为 30° 时，反射角为多少？', '30°'],
        [6, '水中的筷子看起来“折断”是什么现象？', '折射'],
      ],
    },
  },
  {
    file: 'autumn-rain-plan.docx',
    title: '三年级语文《秋天的雨》教学设计',
    kind: 'LESSON_PLAN',
    subject: '语文',
    grade: '三年级',
    uploader: RESOURCE_DEMO_TEACHER,
    visibility: 'PRIVATE',
    description: '三年级2班用：朗读指导与仿写练习。',
    daysAgo: 1,
    content: {
      type: 'docx',
      paragraphs: [
        '教学目标：有感情地朗读课文，体会秋雨带来的美丽景色；学习作者的比喻写法，仿写句子。',
        '教学过程：一、听雨声导入。二、品读第二自然段，找出写颜色的词语。三、仿写：秋天的雨，是一把钥匙……',
      ],
    },
  },
  {
    file: 'rectangle-square.pdf',
    title: '三年级数学《长方形和正方形》课件',
    kind: 'COURSEWARE',
    subject: '数学',
    grade: '三年级',
    uploader: RESOURCE_DEMO_TEACHER,
    description: '认识长方形和正方形的特征，周长的计算。',
    daysAgo: 7,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson('长方形和正方形', '长方形：对边相等，四个角都是直角。', '正方形：四条边都相等，四个角都是直角。'),
          figure: 0,
        },
        lesson('周长', '长方形的周长 =（长 + 宽）× 2', '正方形的周长 = 边长 × 4'),
      ],
    },
  },
  {
    file: 'rocket-launch.mp4',
    title: '火箭发射过程模拟动画',
    kind: 'VIDEO',
    subject: '科学',
    grade: '五年级',
    uploader: LIU,
    description: '从点火、助推器分离到入轨的全过程示意。',
    daysAgo: 11,
    content: { type: 'mp4', tone: 523, seconds: 5 },
  },
  {
    file: 'evacuation-map.png',
    title: '校园安全疏散路线图',
    kind: 'IMAGE',
    subject: '综合实践',
    grade: '三年级',
    uploader: ZHANG,
    description: '教学楼各楼层疏散路线示意，用于安全演练前的讲解。',
    daysAgo: 13,
    content: { type: 'png', picture: 'evacuation' },
  },
];

export const REGION_RESOURCES: DemoResource[] = [
  {
    file: 'region-sanxingdui.pdf',
    title: '三星堆：古蜀青铜文明',
    kind: 'COURSEWARE',
    subject: '历史',
    grade: '七年级',
    uploader: null,
    publisher: REGION,
    description: '四川地方文化课程资源：三星堆遗址的发现、青铜神树与纵目面具。',
    daysAgo: 30,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson(
            '三星堆：古蜀青铜文明',
            '三星堆遗址位于四川广汉，距今约 3000 至 5000 年。',
            '1986 年两个祭祀坑的发现震惊世界。',
          ),
          figure: 3,
        },
        lesson(
          '青铜器的秘密',
          '青铜神树高 3.96 米，是目前世界上单件最高的青铜器。',
          '纵目面具眼球突出，反映了古蜀人的想象。',
        ),
      ],
    },
  },
  {
    file: 'region-sichuan-opera.mp4',
    title: '川剧变脸：非遗进课堂',
    kind: 'VIDEO',
    subject: '音乐',
    grade: '五年级',
    uploader: null,
    publisher: REGION,
    description: '川剧变脸表演片段与讲解，认识国家级非物质文化遗产。',
    daysAgo: 25,
    content: { type: 'mp4', tone: 587, seconds: 5 },
  },
  {
    file: 'region-nursery-rhyme.mp3',
    title: '四川童谣《胖娃胖嘟嘟》',
    kind: 'AUDIO',
    subject: '音乐',
    grade: '二年级',
    uploader: null,
    publisher: PRESS,
    description: '四川方言童谣演唱，适合音乐课学唱。',
    daysAgo: 28,
    content: { type: 'mp3', tones: [349, 440, 523], seconds: 5 },
  },
  {
    file: 'region-panda.pdf',
    title: '大熊猫的家园（科学阅读）',
    kind: 'COURSEWARE',
    subject: '科学',
    grade: '三年级',
    uploader: null,
    publisher: PRESS,
    description: '卧龙、王朗等大熊猫栖息地介绍，配阅读思考题。',
    daysAgo: 22,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson('大熊猫的家园', '大熊猫生活在四川、陕西和甘肃的山区竹林中。', '它们每天要花十几个小时吃竹子。'),
          figure: 1,
        },
        lesson('想一想', '1. 大熊猫为什么喜欢生活在竹林里？', '2. 我们可以为保护大熊猫做些什么？'),
      ],
    },
  },
  {
    file: 'region-dujiangyan.pdf',
    title: '都江堰：两千年的水利工程',
    kind: 'COURSEWARE',
    subject: '地理',
    grade: '八年级',
    uploader: null,
    publisher: REGION,
    description: '鱼嘴分水、飞沙堰泄洪、宝瓶口引水的原理图解。',
    daysAgo: 35,
    content: {
      type: 'pdf',
      pages: [
        {
          ...lesson('都江堰', '都江堰由李冰父子主持修建，至今仍在发挥作用。', '三大主体工程：鱼嘴、飞沙堰、宝瓶口。'),
          figure: 2,
        },
      ],
    },
  },
  {
    file: 'region-earthquake-safety.docx',
    title: '防震减灾安全教育教案',
    kind: 'LESSON_PLAN',
    subject: '综合实践',
    grade: '四年级',
    uploader: null,
    publisher: REGION,
    description: '地震来了怎么办：室内避险、有序疏散与应急包准备。',
    daysAgo: 26,
    content: {
      type: 'docx',
      paragraphs: [
        '教学目标：了解地震发生时的自救方法，掌握“伏地、遮挡、手抓牢”的避险动作。',
        '教学过程：一、观看地震科普短片。二、讨论：在教室、在家里、在户外分别怎么避险。三、演练：听到警报后有序疏散到操场。',
        '课后延伸：和家人一起准备家庭应急包。',
      ],
    },
  },
  {
    file: 'region-math-review.xlsx',
    title: '九年级数学中考复习题（函数）',
    kind: 'EXERCISE',
    subject: '数学',
    grade: '九年级',
    uploader: null,
    publisher: PRESS,
    description: '一次函数与二次函数复习题，附答案。',
    daysAgo: 40,
    content: {
      type: 'xlsx',
      sheet: '函数复习',
      rows: [
        ['题号', '题目', '答案'],
        [1, '一次函数 y = 2x + 1 的图像经过第几象限？', '一、二、三'],
        [2, '二次函数 y = x² − 4x + 3 的顶点坐标', '(2, −1)'],
        [3, 'y = −x² 的开口方向', '向下'],
      ],
    },
  },
  {
    file: 'region-dufu.docx',
    title: '杜甫草堂与《春夜喜雨》教学设计',
    kind: 'LESSON_PLAN',
    subject: '语文',
    grade: '六年级',
    uploader: null,
    publisher: PRESS,
    description: '结合成都杜甫草堂的地方资源，品读《春夜喜雨》。',
    daysAgo: 33,
    content: {
      type: 'docx',
      paragraphs: [
        '教学目标：有感情地朗读并背诵《春夜喜雨》，体会诗人对春雨的喜爱之情。',
        '教学过程：一、走进杜甫草堂：图片介绍诗人在成都的生活。二、品读诗句：“好雨知时节，当春乃发生。”三、拓展：搜集杜甫在成都写的其他诗。',
      ],
    },
  },
];

/** 王老师 shares this one with 三年级2班 in the seed; 李小明 finds it under 班级资源. */
export const SHARED_DEMO_RESOURCE = '三年级数学《长方形和正方形》课件';
/** 王老师's favourites in the seed. */
export const FAVORITE_DEMO_RESOURCES = ['太阳系八大行星示意图', '二年级语文《找春天》教学设计'];

/** The topics (专题): their resources by title, and their links (resolved by the seed). */
export const SPECIALS = [
  {
    title: '航天科普',
    summary: '从火箭发射到空间站生活，带学生走近中国航天。',
    description: '围绕“中国航天日”，汇集火箭、太阳系、空间站等科普资源，并推荐天空课堂的太空授课直播。',
    color: '#1e3a8a',
    resources: ['火箭发射过程模拟动画', '太阳系八大行星示意图', '四年级科学《简单电路》实验演示'],
    live: ['太空授课：失重环境下的小实验', '火箭是怎样飞上天的'],
    ai: ['科学小实验：水的奥秘'],
  },
  {
    title: '传统文化',
    summary: '诗词、纹样、非遗与巴蜀文化，感受中华优秀传统文化。',
    description: '精选古诗诵读、传统纹样、川剧变脸、三星堆等资源，适合传统文化主题课与班会。',
    color: '#9a3412',
    resources: [
      '古诗《静夜思》配乐朗诵',
      '中国传统纹样：回纹',
      '川剧变脸：非遗进课堂',
      '三星堆：古蜀青铜文明',
      '杜甫草堂与《春夜喜雨》教学设计',
    ],
    live: ['小学作文：写好开头'],
    ai: ['古诗词里的中国'],
  },
  {
    title: '安全教育',
    summary: '防震减灾、校园疏散与环保习惯，守护学生平安成长。',
    description: '安全教育日、防灾减灾日的主题班会资源：疏散路线、防震演练教案与垃圾分类活动。',
    color: '#166534',
    resources: ['校园安全疏散路线图', '防震减灾安全教育教案', '垃圾分类主题班会教案'],
    live: [],
    ai: [],
  },
] as const;
