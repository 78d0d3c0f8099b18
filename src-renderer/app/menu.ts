import { paths } from './paths';

/** The 16 teacher menu items of spec section 2: index, config flag, title, route and group. */
export interface MenuItem {
  index: number;
  flag: string;
  title: string;
  path: string;
  group: 'main' | 'my';
}

export const MENU: MenuItem[] = [
  { index: 1, flag: 'recommend', title: '推荐', path: paths.classpro, group: 'main' },
  { index: 2, flag: 'aiCourse', title: '双师AI课', path: paths.aiCourse, group: 'main' },
  { index: 3, flag: 'liveCourse', title: '天空课堂', path: paths.skyCourse, group: 'main' },
  { index: 4, flag: 'digitalBook', title: '数字教材', path: paths.digitalbooks, group: 'main' },
  { index: 5, flag: 'activity', title: '活动', path: paths.activityList, group: 'main' },
  { index: 11, flag: 'qingguoketang', title: '精品课', path: paths.onlineClass, group: 'main' },
  { index: 16, flag: 'aiTraining', title: 'AI实验室', path: paths.aitraining, group: 'main' },
  { index: 6, flag: 'myCourse', title: '我的课程', path: paths.myCourse, group: 'my' },
  { index: 7, flag: 'myDigitalBook', title: '我的教材', path: paths.myDigitalbooks, group: 'my' },
  { index: 8, flag: 'myActivity', title: '我的活动', path: paths.myActivity, group: 'my' },
  { index: 9, flag: 'myData', title: '我的数据', path: paths.myData, group: 'my' },
  { index: 10, flag: 'myClass', title: '班级管理', path: paths.myClass, group: 'my' },
  { index: 12, flag: 'myQingguoketang', title: '我的精品课', path: paths.myOnlineClass, group: 'my' },
  { index: 13, flag: 'mySubject', title: '学科教研', path: paths.mySubject, group: 'my' },
  { index: 14, flag: 'myResource', title: '数字资源', path: paths.myResource, group: 'my' },
  { index: 15, flag: 'myAiTraining', title: '我的AI实验', path: paths.myAitraining, group: 'my' },
];

export const menuByIndex = (index: number) => MENU.find((m) => m.index === index);
