/**
 * The built-in Python practice exercises of /pyhtonTraining (issue 12). Each starts from code with one bug; 检查
 * runs the code, then the Python check in the same namespace (`_stdout` holds what it printed; an AssertionError's
 * message is the reason shown), then compares stdout with the expected lines.
 */
export interface Exercise {
  id: string;
  title: string;
  level: '入门' | '基础' | '进阶';
  /** What to do, one paragraph a line. */
  instructions: string[];
  /** Files written into the working directory before every run. */
  files: Record<string, string>;
  starter: string;
  expectedLines?: string[];
  check?: string;
}

const SCORES = ['姓名,成绩', '张三,86', '李四,92', '王五,78', '赵六,95', '孙七,89'].join('\n');

export const EXERCISES: Exercise[] = [
  {
    id: 'scores',
    title: '成绩统计',
    level: '入门',
    instructions: [
      '文件 scores.csv 保存了一个小组的成绩，第一行是表头“姓名,成绩”。',
      '请读取文件，计算全组的平均分，按“平均分：88.0”的格式输出（保留 1 位小数）。',
      '提示：下面的代码能运行，但算出的平均分不对。想一想：表头应不应该算进人数？',
    ],
    files: { 'scores.csv': SCORES },
    starter: `# 读取 scores.csv，计算平均分
with open('scores.csv', encoding='utf-8') as f:
    lines = f.read().strip().split('\\n')

total = 0
for line in lines[1:]:
    name, score = line.split(',')
    total += int(score)

average = total / len(lines)
print(f'平均分：{average:.1f}')
`,
    expectedLines: ['平均分：88.0'],
    check: `assert 'average' in globals(), '请把平均分保存在变量 average 中'
assert abs(average - 88.0) < 1e-9, f'平均分应为 88.0，你的结果是 {average:.1f}'`,
  },
  {
    id: 'table',
    title: '九九乘法表',
    level: '基础',
    instructions: [
      '输出九九乘法表：一共 9 行，第 i 行是 1×i 到 i×i，算式之间用一个空格隔开。',
      '例如第 3 行是“1×3=3 2×3=6 3×3=9”。',
      '提示：下面的代码少输出了一行，检查 range 的范围。',
    ],
    files: {},
    starter: `for i in range(1, 9):
    row = []
    for j in range(1, i + 1):
        row.append(f'{j}×{i}={i * j}')
    print(' '.join(row))
`,
    expectedLines: Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: r + 1 }, (_, c) => `${c + 1}×${r + 1}=${(c + 1) * (r + 1)}`).join(' '),
    ),
    check: `rows = _stdout.strip().split('\\n') if _stdout.strip() else []
assert len(rows) == 9, f'应输出 9 行，实际输出了 {len(rows)} 行'`,
  },
  {
    id: 'fib',
    title: '斐波那契数列',
    level: '进阶',
    instructions: [
      '斐波那契数列的前两项是 1、1，之后每一项等于前两项之和：1 1 2 3 5 8 …',
      '请完成函数 fib(n)，返回第 n 项；程序输出前 10 项，用空格隔开。',
      '提示：同时更新两个变量时要小心，a = b 之后 a 的旧值就没有了。',
    ],
    files: {},
    starter: `def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a = b
        b = a + b
    return a


print(' '.join(str(fib(i)) for i in range(1, 11)))
`,
    expectedLines: ['1 1 2 3 5 8 13 21 34 55'],
    check: `assert 'fib' in globals() and callable(fib), '没有找到函数 fib'
for n, want in [(1, 1), (2, 1), (10, 55), (20, 6765)]:
    got = fib(n)
    assert got == want, f'fib({n}) 应为 {want}，你的结果是 {got}'`,
  },
];
