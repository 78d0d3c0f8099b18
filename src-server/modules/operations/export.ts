import ExcelJS from 'exceljs';
import type { RedeemBatch } from '@shared/api/operations';

const KIND = { TEXTBOOK: '教材兑换码', COURSE: '课程兑换码' } as const;

/** The codes of a batch as an .xlsx workbook: one row per code with its state, a header with the batch. */
export async function batchWorkbook(
  batch: RedeemBatch,
  codes: { code: string; usedAt: Date | null; disabledAt: Date | null }[],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Classpro';
  const ws = wb.addWorksheet(`批次${batch.id}`);
  ws.columns = [
    { header: '序号', key: 'n', width: 8 },
    { header: '兑换码', key: 'code', width: 20 },
    { header: '类型', key: 'kind', width: 14 },
    { header: '兑换内容', key: 'target', width: 36 },
    { header: '班级名额', key: 'slots', width: 10 },
    { header: '状态', key: 'state', width: 10 },
  ];
  ws.getRow(1).font = { bold: true };
  codes.forEach((c, i) =>
    ws.addRow({
      n: i + 1,
      code: c.code,
      kind: KIND[batch.kind],
      target: batch.targetTitle,
      slots: batch.kind === 'COURSE' ? batch.slots : '',
      state: c.usedAt ? '已使用' : c.disabledAt ? '已停用' : '未使用',
    }),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
