/**
 * The demo AI courses' outline (issue 11), in the catalogue's course order (0002-catalog's AI_COURSES): units with
 * what they teach, and a question for the room's interactive pause. Sections are built from it by `unitSections`.
 * Video paths name the clips that modules/aicourse/content generates (VIDEO_CLIPS there).
 */
export interface UnitModel {
  title: string;
  goals: string[];
  question: string;
  options: string[];
  answer: number;
  task: string;
}

const u = (title: string, goals: string[], question: string, options: string[], answer: number, task: string) => ({
  title,
  goals,
  question,
  options,
  answer,
  task,
});

export const COURSE_UNITS: UnitModel[][] = [
  [
    u(
      '认识机器人朋友',
      ['知道机器人由传感器、控制器和执行器组成', '能说出生活中的三种机器人'],
      '下面哪一个是机器人的“眼睛”？',
      ['电机', '摄像头', '电池'],
      1,
      '用积木搭一个会转头的机器人，并给它起名字。',
    ),
    u(
      '让机器人按顺序做事',
      ['理解“顺序”是程序的基本结构', '能把一件事拆成几个步骤'],
      '刷牙的正确顺序是哪一个？',
      ['挤牙膏→刷牙→漱口', '漱口→挤牙膏→刷牙', '刷牙→挤牙膏→漱口'],
      0,
      '画出机器人从教室门口走到讲台的步骤卡片。',
    ),
    u(
      '重复的力量：循环',
      ['发现生活中重复出现的事情', '会用“重复几次”让程序更简短'],
      '机器人走正方形，要把“前进、右转”重复几次？',
      ['2 次', '3 次', '4 次'],
      2,
      '用循环卡片编排一段机器人舞蹈。',
    ),
    u(
      '如果……就……：条件判断',
      ['理解条件判断', '能为机器人设计避障规则'],
      '机器人前方遇到障碍物时应该怎么做？',
      ['继续前进', '停下并转弯', '原地跳舞'],
      1,
      '设计一张“如果遇到……就……”的规则卡片。',
    ),
  ],
  [
    u(
      '认识平面图形',
      ['认识长方形、正方形、三角形和圆', '能说出图形的特征'],
      '哪个图形有三条边？',
      ['正方形', '三角形', '圆'],
      1,
      '用彩纸剪出四种图形，拼成一幅画。',
    ),
    u(
      '图形的拼组',
      ['会用基本图形拼出新图形', '发现图形之间的关系'],
      '两个完全一样的三角形可以拼成什么？',
      ['圆', '长方形', '五边形'],
      1,
      '用七巧板拼出一只小动物。',
    ),
    u(
      '立体图形初识',
      ['认识长方体、正方体、圆柱和球', '能从不同方向观察物体'],
      '哪个立体图形最容易滚动？',
      ['正方体', '长方体', '球'],
      2,
      '找一找家里的立体图形，拍照并标出名称。',
    ),
  ],
  [
    u(
      '字母和它们的声音',
      ['掌握 26 个字母的基本发音', '能听音找字母'],
      '字母 b 发的是哪个音？',
      ['/b/', '/d/', '/p/'],
      0,
      '制作一张自己的字母发音卡。',
    ),
    u(
      '短元音 a e i o u',
      ['读准五个短元音', '拼读 CVC 单词'],
      'cat 中的 a 读作？',
      ['/æ/', '/eɪ/', '/ɑː/'],
      0,
      '用字母卡拼出五个 CVC 单词并读给同桌听。',
    ),
    u(
      '字母组合 sh ch th',
      ['认读常见字母组合', '拼读含字母组合的单词'],
      'fish 里的 sh 读作？',
      ['/s/', '/ʃ/', '/tʃ/'],
      1,
      '找一找绘本里的 sh、ch、th 单词。',
    ),
  ],
  [
    u(
      '机器怎样“看见”世界',
      ['知道图片在计算机里是一格格像素', '理解颜色可以用数字表示'],
      '计算机里的图片是由什么组成的？',
      ['像素', '墨水', '胶水'],
      0,
      '在方格纸上用颜色画一幅像素画。',
    ),
    u(
      '教机器认识猫和狗',
      ['理解“训练数据”的作用', '知道数据越多越准'],
      '想让机器认准猫，最需要准备什么？',
      ['一张猫的照片', '很多张不同猫的照片', '一只真猫'],
      1,
      '为“水果识别”准备 10 张分类卡片。',
    ),
    u(
      '人脸识别与隐私',
      ['了解人脸识别的用途', '懂得保护自己的个人信息'],
      '下面哪种做法能保护个人隐私？',
      ['随意上传照片', '不在陌生网站填写信息', '把密码告诉同学'],
      1,
      '设计一张“保护隐私”小海报。',
    ),
    u(
      '我的识别小项目',
      ['经历“收集—训练—测试”的过程', '能评价识别结果'],
      '测试识别效果时应该用什么图片？',
      ['训练用过的图片', '没用过的新图片', '随便一张白纸'],
      1,
      '分组完成一个手势识别小实验并记录结果。',
    ),
  ],
  [
    u(
      '水的三种状态',
      ['认识水的固态、液态和气态', '知道温度会改变水的状态'],
      '冰融化成水，是从什么状态变成什么状态？',
      ['固态→液态', '液态→气态', '气态→固态'],
      0,
      '观察一块冰在常温下的变化，每 5 分钟记录一次。',
    ),
    u(
      '水的浮力',
      ['感受浮力的存在', '知道物体沉浮与什么有关'],
      '下面哪样东西放进水里会浮起来？',
      ['铁钉', '泡沫块', '石头'],
      1,
      '用橡皮泥做一条能浮在水面上的小船。',
    ),
    u(
      '水的净化',
      ['了解过滤的方法', '懂得节约用水'],
      '过滤能去掉水里的什么？',
      ['泥沙', '盐', '糖'],
      0,
      '用纱布、沙子和小石子做一个简易净水器。',
    ),
  ],
  [
    u(
      '春天的诗',
      ['朗读并背诵《春晓》', '感受诗中的春天景色'],
      '《春晓》的作者是谁？',
      ['李白', '孟浩然', '杜甫'],
      1,
      '为《春晓》配一幅画。',
    ),
    u(
      '思乡的诗',
      ['理解《静夜思》表达的情感', '学会有感情地朗读'],
      '《静夜思》中诗人看到了什么而思念故乡？',
      ['明月', '大海', '高山'],
      0,
      '写一两句话说说你想念的人。',
    ),
    u(
      '边塞的诗',
      ['了解边塞诗的特点', '积累描写边塞风光的诗句'],
      '“大漠孤烟直”写的是哪里的景色？',
      ['江南', '边塞', '海边'],
      1,
      '收集三句描写边塞的诗句，做成书签。',
    ),
  ],
  [
    u(
      'Python 第一步',
      ['会用 print 输出内容', '理解变量的作用'],
      'print(1 + 2) 会输出什么？',
      ['1 + 2', '3', '12'],
      1,
      '写一段程序，输出自己的名字和年龄。',
    ),
    u(
      '列表与循环',
      ['会创建和遍历列表', '会用 for 循环求和'],
      'len([3, 5, 7]) 的结果是？',
      ['3', '15', '7'],
      0,
      '用列表记录一周的气温并求平均值。',
    ),
    u(
      '排序算法初探',
      ['理解冒泡排序的思路', '比较不同算法的步数'],
      '把 [3, 1, 2] 从小到大排好是？',
      ['[3, 2, 1]', '[1, 2, 3]', '[2, 1, 3]'],
      1,
      '用扑克牌模拟冒泡排序，记录交换次数。',
    ),
  ],
  [
    u(
      '智能小车的身体',
      ['认识底盘、电机、轮子和电池', '会安全地组装小车'],
      '让小车的轮子转起来的是什么？',
      ['电机', '灯泡', '开关盒'],
      0,
      '按图纸组装小车底盘。',
    ),
    u(
      '让小车动起来',
      ['会编写前进、后退、转弯程序', '理解速度和时间的关系'],
      '让小车向左转，应该让哪边的轮子转得更快？',
      ['左边', '右边', '两边一样'],
      1,
      '编程让小车走出一个“L”形路线。',
    ),
    u(
      '巡线小车',
      ['了解红外传感器的作用', '会调试巡线程序'],
      '巡线小车靠什么“看见”黑线？',
      ['红外传感器', '喇叭', '温度计'],
      0,
      '在地面贴一条黑线赛道，调试小车完成巡线。',
    ),
  ],
];

/** The learning sheet (学习单) of a unit: a PNG made at first start (modules/aicourse/content), one per unit. */
export const sheetFile = (course: number, unit: number) => `sheet-${course + 1}-${unit + 1}.png`;

/**
 * A unit's learning sheet: its title and four numbered questions for the pupils, from the unit's own question,
 * goals and hands-on task, each followed by answer lines on the sheet.
 */
export function worksheet(unit: UnitModel): { title: string; questions: string[] } {
  const letters = 'ABCD';
  return {
    title: `学习单：${unit.title}`,
    questions: [
      `${unit.question}（  ）${unit.options.map((o, i) => `${letters[i]}. ${o}`).join('  ')}`,
      `本课要${unit.goals[0]!}。请用自己的话写一写你学到了什么。`,
      `动手做一做：${unit.task}把你的步骤写下来。`,
      `在生活中，你在哪里见过和“${unit.title}”有关的东西？请举一个例子。`,
    ],
  };
}

/** The clips generated for the courses: [file, seconds]. */
export const AICOURSE_CLIPS = [
  ['clip-1.mp4', 6],
  ['clip-2.mp4', 5],
  ['clip-3.mp4', 7],
  ['clip-4.mp4', 4],
  ['clip-5.mp4', 6],
  ['clip-6.mp4', 5],
] as const;

export interface SectionModel {
  kind: 'VIDEO' | 'PAUSE' | 'TASK' | 'WORKS';
  title: string;
  video: string;
  duration: number;
  prompt: string;
  options: string[];
  answer: number | null;
}

const clip = (n: number) => AICOURSE_CLIPS[n % AICOURSE_CLIPS.length]!;

/** A unit's sections: lead-in video, the AI teacher's lesson, a pause, the hands-on task, works, a wrap-up. */
export function unitSections(unit: UnitModel, seed: number): SectionModel[] {
  const video = (title: string, n: number, prompt: string): SectionModel => ({
    kind: 'VIDEO',
    title,
    video: `media/${clip(n)[0]}`,
    duration: clip(n)[1],
    prompt,
    options: [],
    answer: null,
  });
  const sections: SectionModel[] = [
    video(`导入：${unit.title}`, seed, 'AI 老师带大家走进今天的主题。'),
    video('AI 老师讲解', seed + 1, unit.goals.join('；')),
    {
      kind: 'PAUSE',
      title: '课堂互动：想一想',
      video: '',
      duration: 0,
      prompt: unit.question,
      options: unit.options,
      answer: unit.answer,
    },
    { kind: 'TASK', title: '动手实践', video: '', duration: 0, prompt: unit.task, options: [], answer: null },
    {
      kind: 'WORKS',
      title: '作品上传',
      video: '',
      duration: 0,
      prompt: '拍下同学们的作品，按学生上传。',
      options: [],
      answer: null,
    },
  ];
  // Every other unit ends with a short wrap-up video, so units have 5 or 6 sections.
  if (seed % 2 === 0) sections.push(video('总结与回顾', seed + 2, '回顾本单元学到的内容。'));
  return sections;
}
