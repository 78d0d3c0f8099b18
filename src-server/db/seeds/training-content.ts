import type { TrainingCheck } from '@shared/api/training';
import type { StoredPresetFile, WorkbookSheetSpec } from '../schema/training';

/**
 * The demo AI lab trainings (issue 12): Python experiments of 信息科技 and 数学 in grades 5-6, one of them with a
 * deliberately buggy preset program (图书借阅统计: it skips the first book), and a 财务实训 workbook whose totals the
 * student fills in with formulas. `main.py` is the program the editor opens; the other files go into Pyodide's FS.
 */
export interface TrainingSeed {
  title: string;
  kind: 'python' | 'excel';
  subject: string;
  grade: string;
  summary: string;
  instructions: string;
  steps: string[];
  presetFiles: StoredPresetFile[];
  workbook?: WorkbookSheetSpec[];
  check: TrainingCheck;
  minutes: number;
}

const BORROWS = ['书名,借阅次数', '小王子,12', '草房子,9', '昆虫记,15', '西游记,21', '夏洛的网,8'].join('\n');

export const BUGGY_TRAINING = '图书借阅统计';
export const FINANCE_TRAINING = '班级图书角经费';

export const TRAINING_SEEDS: TrainingSeed[] = [
  {
    title: BUGGY_TRAINING,
    kind: 'python',
    subject: '信息科技',
    grade: '五年级',
    summary: '读取班级图书角的借阅记录，统计总借阅次数，找出最受欢迎的书。',
    instructions:
      '班级图书角把一个月的借阅记录保存在 borrow.csv 里，第一行是表头“书名,借阅次数”。\n' +
      '预置的程序能运行，但统计结果不对：它漏掉了一本书。请找出问题并改正，让程序输出正确的总借阅次数和最受欢迎的书。',
    steps: [
      '点击“运行”，看看程序输出了什么。',
      '打开 borrow.csv，自己算一算总借阅次数应该是多少。',
      '对照程序中读取数据的那一行，想一想表头之后从第几行开始是数据。',
      '改正后再次运行，然后点击“检查”提交结果。',
    ],
    presetFiles: [
      {
        name: 'main.py',
        content: `# 统计图书角的借阅情况
with open('borrow.csv', encoding='utf-8') as f:
    lines = f.read().strip().split('\\n')

total = 0
best_name, best_count = '', 0
for line in lines[2:]:
    name, count = line.split(',')
    count = int(count)
    total += count
    if count > best_count:
        best_name, best_count = name, count

print(f'总借阅次数：{total}')
print(f'最受欢迎：{best_name}（{best_count} 次）')
`,
      },
      { name: 'borrow.csv', content: BORROWS },
    ],
    check: {
      kind: 'python',
      expectedLines: ['总借阅次数：65', '最受欢迎：西游记（21 次）'],
      check: `assert 'total' in globals(), '请把总借阅次数保存在变量 total 中'
assert total == 65, f'总借阅次数应为 65，你的结果是 {total}'`,
    },
    minutes: 15,
  },
  {
    title: 'AI 初体验：评论情感分类',
    kind: 'python',
    subject: '信息科技',
    grade: '六年级',
    summary: '用关键词给同学们的读书评论分类，体验人工智能“分类”的基本思想。',
    instructions:
      '人工智能常常要做“分类”：判断一句话是表扬还是批评。最简单的办法是数一数句子里有多少积极词和消极词。\n' +
      '请完成函数 classify(text)：积极词多于消极词返回“积极”，少于返回“消极”，一样多返回“中性”。',
    steps: [
      '阅读 words.txt，了解积极词和消极词。',
      '补全 classify 函数中统计词语的部分。',
      '运行程序，检查每条评论的分类是否合理。',
      '点击“检查”提交结果。',
    ],
    presetFiles: [
      {
        name: 'main.py',
        content: `with open('words.txt', encoding='utf-8') as f:
    good_line, bad_line = f.read().strip().split('\\n')
GOOD = good_line.split(':')[1].split(',')
BAD = bad_line.split(':')[1].split(',')


def classify(text):
    good = sum(1 for w in GOOD if w in text)
    bad = 0  # TODO: 像上一行一样，数一数消极词
    if good > bad:
        return '积极'
    if good < bad:
        return '消极'
    return '中性'


for review in ['这本书很有趣，我很喜欢', '故事太无聊了，看不懂', '今天借了一本书']:
    print(review, '→', classify(review))
`,
      },
      { name: 'words.txt', content: '积极:有趣,喜欢,精彩,感动\n消极:无聊,难过,看不懂,讨厌' },
    ],
    check: {
      kind: 'python',
      expectedLines: ['这本书很有趣，我很喜欢 → 积极', '故事太无聊了，看不懂 → 消极', '今天借了一本书 → 中性'],
      check: `assert 'classify' in globals(), '没有找到函数 classify'
for text, want in [('精彩又感动', '积极'), ('讨厌，难过', '消极'), ('有趣但看不懂', '中性')]:
    got = classify(text)
    assert got == want, f'「{text}」应分类为{want}，你的结果是{got}'`,
    },
    minutes: 20,
  },
  {
    title: '找出一个数的所有因数',
    kind: 'python',
    subject: '数学',
    grade: '五年级',
    summary: '用循环找出 36 的全部因数，再判断它是不是完全平方数。',
    instructions:
      '一个数的因数是能整除它的数。请用循环找出 36 的所有因数，按从小到大的顺序输出，用空格隔开，\n' +
      '再输出因数的个数。',
    steps: ['用 range 从 1 循环到 36。', '用 % 判断能否整除，把因数放进列表。', '按格式输出，点击“检查”。'],
    presetFiles: [
      {
        name: 'main.py',
        content: `n = 36
factors = []
for i in range(1, n + 1):
    if n % i == 0:
        factors.append(i)

print(' '.join(str(x) for x in factors))
print(f'共 {len(factors)} 个因数')
`,
      },
    ],
    check: {
      kind: 'python',
      expectedLines: ['1 2 3 4 6 9 12 18 36', '共 9 个因数'],
      check: `assert factors == [1, 2, 3, 4, 6, 9, 12, 18, 36], '列表 factors 应按从小到大保存 36 的全部因数'`,
    },
    minutes: 10,
  },
  {
    title: '圆的周长与面积',
    kind: 'python',
    subject: '数学',
    grade: '六年级',
    summary: '写一个函数，按半径计算圆的周长和面积（π 取 3.14），列出半径 1 到 5 的结果。',
    instructions:
      '圆的周长 C = 2πr，面积 S = πr²，π 取 3.14。请完成函数 circle(r)，返回周长和面积（保留两位小数），\n' +
      '并按“r=1 周长=6.28 面积=3.14”的格式输出半径 1 到 5 的结果。',
    steps: ['补全 circle 函数。', '运行程序，核对半径为 1 的一行。', '点击“检查”。'],
    presetFiles: [
      {
        name: 'main.py',
        content: `PI = 3.14


def circle(r):
    c = 2 * PI * r
    s = PI * r * r
    return round(c, 2), round(s, 2)


for r in range(1, 6):
    c, s = circle(r)
    print(f'r={r} 周长={c:.2f} 面积={s:.2f}')
`,
      },
    ],
    check: {
      kind: 'python',
      expectedLines: [1, 2, 3, 4, 5].map(
        (r) => `r=${r} 周长=${(2 * 3.14 * r).toFixed(2)} 面积=${(3.14 * r * r).toFixed(2)}`,
      ),
      check: `assert circle(10) == (62.8, 314.0), f'circle(10) 应为 (62.8, 314.0)，你的结果是 {circle(10)}'`,
    },
    minutes: 15,
  },
  {
    title: FINANCE_TRAINING,
    kind: 'excel',
    subject: '数学',
    grade: '六年级',
    summary: '财务实训：用公式算出班级图书角采购的金额、合计和经费结余。',
    instructions:
      '班级用 200 元班费为图书角采购图书和书签。请在表格中用公式计算：\n' +
      '每一项的金额 = 数量 × 单价；合计用 SUM 函数求和；结余 = 班费预算 − 合计。',
    steps: [
      '在 D2 到 D5 输入公式，例如 D2 输入 =B2*C2。',
      '在 D6 用 SUM 函数求出合计。',
      '在 D9 用公式算出结余。',
      '点击“检查”，查看哪些单元格还不对。',
    ],
    presetFiles: [{ name: '班级图书角经费.xlsx' }],
    workbook: [
      {
        name: '图书角经费',
        widths: [16, 10, 12, 14],
        boldRows: [1, 6, 9],
        numFmt: { 3: '0.00', 4: '0.00' },
        rows: [
          ['项目', '数量', '单价（元）', '金额（元）'],
          ['《小王子》', 3, 18.5, null],
          ['《草房子》', 2, 22, null],
          ['《昆虫记》', 4, 15.8, null],
          ['书签', 30, 0.5, null],
          ['合计', null, null, null],
          [],
          ['班费预算', null, null, 200],
          ['结余', null, null, null],
        ],
      },
    ],
    check: {
      kind: 'excel',
      cells: [
        { sheet: '图书角经费', ref: 'D2', label: '《小王子》金额', value: 55.5, formula: true },
        { sheet: '图书角经费', ref: 'D3', label: '《草房子》金额', value: 44, formula: true },
        { sheet: '图书角经费', ref: 'D4', label: '《昆虫记》金额', value: 63.2, formula: true },
        { sheet: '图书角经费', ref: 'D5', label: '书签金额', value: 15, formula: true },
        {
          sheet: '图书角经费',
          ref: 'D6',
          label: '合计',
          value: 177.7,
          formula: true,
          formulaIncludes: ['SUM'],
        },
        { sheet: '图书角经费', ref: 'D9', label: '结余', value: 22.3, formula: true },
      ],
    },
    minutes: 20,
  },
];
