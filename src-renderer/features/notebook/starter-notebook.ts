import type { NotebookCell } from '@shared/api/notebook';

/** The demo notebook a user starts from when they have none for a lesson: text, code and shared variables. */
export function starterNotebook(lessonTitle: string): NotebookCell[] {
  return [
    {
      type: 'markdown',
      source: `# ${lessonTitle} · Python 笔记本\n\n在这里边学边练：**代码单元格**可以运行，**文本单元格**写说明。\n\n- 点击单元格上的“运行”执行它，输出显示在下方\n- 前面单元格定义的变量，后面的单元格可以继续使用\n- 修改会自动保存到你的账号`,
    },
    {
      type: 'code',
      source: "students = ['张三', '李四', '王五']\nscores = [86, 92, 78]\nprint('共有', len(students), '名同学')",
    },
    { type: 'markdown', source: '## 用上一个单元格的变量\n\n下面的代码使用了上面定义的 `students` 和 `scores`。' },
    {
      type: 'code',
      source:
        "for name, score in zip(students, scores):\n    print(f'{name}：{score} 分')\nprint('平均分：', round(sum(scores) / len(scores), 1))",
    },
  ];
}
