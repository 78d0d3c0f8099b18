/**
 * The operations console's messages (issue 16). The spec has no console, so none of these are spec strings; they
 * sit apart from the spec catalogue (messages.ts) so the console can grow without touching it.
 */
export const OpsMsg = {
  operatorOnly: '仅运营人员可使用运营后台',
  saved: '保存成功',
  published: '发布成功',
  withdrawn: '已撤回',
  disabled: '已停用',
  generated: '生成成功',
  versionInvalid: '版本号格式应为 主版本.次版本.修订号，例如 1.4.0',
  versionExists: '该平台已发布过此版本号',
  versionNotFound: '该版本不存在',
  versionAlreadyWithdrawn: '该版本已撤回',
  notesRequired: '请填写更新说明',
  urlInvalid: '请输入以 http(s):// 或 / 开头的地址',
  titleRequired: '请填写标题',
  nameRequired: '请填写名称',
  bannerNotFound: '该轮播图不存在',
  recommendNotFound: '该推荐不存在',
  guideVideoNotFound: '该指导视频不存在',
  targetNotFound: '所选对象不存在',
  schoolNotFound: '该学校不存在',
  schoolCodeInvalid: '激活码只能包含字母和数字，长度 4-32 位',
  schoolCodeExists: '该激活码已存在',
  schoolCodeNotFound: '该激活码不存在',
  expiryInPast: '过期时间必须晚于当前时间',
  quotaBelowUsed: '名额不能少于已使用的班级数',
  batchNotFound: '该批次不存在',
  batchAlreadyDisabled: '该批次已停用',
  redeemTypeMismatch: '教材兑换码只能对应数字教材，课程兑换码只能对应双师AI课或天空课堂',
  imageTooLarge: '图片不能超过 2MB',
} as const;
