export const messages = {
  check: '检查',
  reset: '重置',
  hint: '输入以“=”开头的公式，例如 =B3*C3、=SUM(D3:D7)',
  loading: '正在打开表格',
  loadFailed: '无法打开这个表格文件',
  resultsTitle: '检查结果',
  beforeCheck: '填写完成后点击“检查”，下面是要检查的单元格。',
  allRight: '全部正确',
  right: '正确',
  wrong: '错误',
};
