/**
 * The famous teachers (名师) of the demo data, one profile per person (issue 34): the boutique courses' lecturers and
 * the teachers with public profiles (名师预约, 教师信息) take their name, title and biography from here, so a teacher
 * reads the same biography in every module.
 */
export interface FamousTeacher {
  name: string;
  title: string;
  biography: string;
}

const teacher = (name: string, title: string, biography: string): FamousTeacher => ({ name, title, biography });

export const FAMOUS_TEACHERS = {
  zhang: teacher(
    '张晓雨',
    '区级小学数学教研员',
    '从教十二年，主持区级课题“小学数学问题串教学研究”，多次执教市级公开课；指导学校少儿编程社团，擅长用游戏化的方式带孩子理解算法与逻辑。',
  ),
  chen: teacher(
    '陈思远',
    '市级骨干教师',
    '小学数学骨干教师，担任班主任十年，所带班级多次获评市级优秀班集体，擅长课堂常规建设和低年级数学思维启蒙。',
  ),
  liu: teacher(
    '刘一鸣',
    '信息科技特级教师',
    '参与地方信息科技教材编写，长期从事中小学编程与人工智能教育研究；担任信息学竞赛教练，带领学生多次获得省级奖项。',
  ),
  zhou: teacher(
    '周雅琴',
    '优秀班主任、心理健康教育教师',
    '从事班主任工作十五年，获评省级优秀班主任，擅长家校沟通与学生心理辅导。',
  ),
  li: teacher('李明华', '小学语文高级教师', '深耕小学语文阅读教学二十年，主持校本课程“书香童年”。'),
  wang: teacher('王静怡', '国家二级心理咨询师', '师范大学心理学硕士，长期为中小学教师开展心理健康教育培训。'),
} as const;

/** The lecturer fields of a boutique course taught by `t`. */
export const lecturerOf = (t: FamousTeacher) => ({
  lecturer: t.name,
  lecturerTitle: t.title,
  lecturerIntro: t.biography,
});
