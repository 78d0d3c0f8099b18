import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { courseRows, schoolFigures } from './figures';
import type { Range, Scope } from './scope';
import { byDistrict, useData } from './service';

type Column = { header: string; key: string; width: number; numFmt?: string };

/** Headers as the screens name the figures, so the file reads like the page it was exported from. */
const USAGE: Column[] = [
  { header: '活跃用户(人次)', key: 'activeUsers', width: 16 },
  { header: '授课节数', key: 'lessons', width: 12 },
  { header: '教材阅读(次)', key: 'reading', width: 14 },
  { header: 'AI课程使用(次)', key: 'aiCourse', width: 16 },
];

function sheet(book: ExcelJS.Workbook, name: string, columns: Column[], rows: object[]) {
  const ws = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(row);
  for (const c of columns) if (c.numFmt) ws.getColumn(c.key).numFmt = c.numFmt;
  return ws;
}

/** The data centre's figures for a scope and range as an .xlsx workbook: 概览, 区县, 学校, 课程. */
export async function exportWorkbook(db: Db, scope: Scope, range: Range): Promise<Buffer> {
  const [schools, usage, courses] = await Promise.all([
    schoolFigures(db, scope, range),
    useData(db, scope, range),
    courseRows(db, scope, range),
  ]);
  const book = new ExcelJS.Workbook();
  book.creator = 'Classpro 数据中心';
  book.created = new Date();
  const base = {
    schools: schools.length,
    teachers: schools.reduce((n, r) => n + r.teachers, 0),
    classes: schools.reduce((n, r) => n + r.classes, 0),
    students: schools.reduce((n, r) => n + r.students, 0),
  };
  const scopeName = scope.schoolId ? (schools[0]?.name ?? '') : (scope.district ?? '全部区县');
  sheet(
    book,
    '概览',
    [
      { header: '项目', key: 'k', width: 18 },
      { header: '数值', key: 'v', width: 24 },
    ],
    [
      { k: '范围', v: scopeName },
      { k: '开始日期', v: range.start },
      { k: '结束日期', v: range.end },
      { k: '学校数', v: base.schools },
      { k: '教师数', v: base.teachers },
      { k: '班级数', v: base.classes },
      { k: '学生数', v: base.students },
      { k: '活跃用户(人次)', v: usage.activeUsers },
      { k: '授课节数', v: usage.lessons },
      { k: '教材阅读(次)', v: usage.reading },
      { k: 'AI课程使用(次)', v: usage.aiCourse },
    ],
  );
  const BASE: Column[] = [
    { header: '教师数', key: 'teachers', width: 10 },
    { header: '班级数', key: 'classes', width: 10 },
    { header: '学生数', key: 'students', width: 10 },
  ];
  sheet(
    book,
    '区县',
    [
      { header: '区县', key: 'district', width: 14 },
      { header: '学校数', key: 'schools', width: 10 },
      ...BASE,
      ...USAGE,
    ],
    byDistrict(schools),
  );
  sheet(
    book,
    '学校',
    [{ header: '学校', key: 'name', width: 28 }, { header: '区县', key: 'district', width: 12 }, ...BASE, ...USAGE],
    schools,
  );
  sheet(
    book,
    '课程',
    [
      { header: '课程', key: 'name', width: 28 },
      { header: '开课班级', key: 'classes', width: 10 },
      { header: '学生数', key: 'students', width: 10 },
      { header: '授课节数', key: 'lessons', width: 10 },
      { header: '完成率', key: 'completion', width: 10, numFmt: '0.0%' },
    ],
    courses,
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}
