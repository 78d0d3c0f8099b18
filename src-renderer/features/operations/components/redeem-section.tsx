import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import type { RedeemBatch } from '@shared/api/operations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/page-loading';
import { downloadBatch, useDisableRedeem, useGenerateRedeem, useRedeemBatches, useTargets } from '../api/ops';
import { beijingTime, Panel } from './panel';
import { idChoices, SelectField } from './select-field';

/** What a code redeems: a textbook code gives a digital book, a course code gives class slots of a course. */
const KINDS = [
  { value: 'TEXTBOOK:DIGITAL_BOOK', title: '教材兑换码（数字教材）' },
  { value: 'COURSE:AI_COURSE', title: '课程兑换码（双师AI课）' },
  { value: 'COURSE:LIVE_COURSE', title: '课程兑换码（天空课堂）' },
] as const;
const EMPTY = {
  kind: KINDS[0].value as (typeof KINDS)[number]['value'],
  targetId: '',
  count: '10',
  slots: '1',
  note: '',
};

/** /operations/redeem: generate a batch of codes, export it as .xlsx, disable it. */
export default function RedeemSection() {
  const batches = useRedeemBatches();
  const targets = useTargets();
  const generate = useGenerateRedeem();
  const disable = useDisableRedeem();
  const [form, setForm] = useState(EMPTY);
  const [asking, setAsking] = useState<RedeemBatch | null>(null);
  if (!batches.data || !targets.data) return <PageLoading />;
  const [kind, courseType] = form.kind.split(':') as [RedeemBatch['kind'], RedeemBatch['courseType']];
  const options =
    courseType === 'DIGITAL_BOOK'
      ? targets.data.books
      : courseType === 'AI_COURSE'
        ? targets.data.aiCourses
        : targets.data.liveCourses;
  const submit = () =>
    generate.mutate(
      {
        kind,
        courseType,
        targetId: Number(form.targetId),
        count: Number(form.count),
        slots: Number(form.slots) || 1,
        note: form.note.trim(),
      },
      { onSuccess: () => setForm({ ...EMPTY, kind: form.kind }) },
    );
  return (
    <>
      <Panel title="生成兑换码">
        <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
          <SelectField
            label="类型"
            value={form.kind}
            onChange={(kind) => setForm({ ...form, kind, targetId: '' })}
            choices={KINDS}
            width={230}
          />
          <SelectField
            label="兑换内容"
            value={form.targetId}
            onChange={(targetId) => setForm({ ...form, targetId })}
            choices={idChoices(options)}
            width={300}
          />
          <TextField
            size="small"
            type="number"
            label="数量"
            value={form.count}
            onChange={(e) => setForm({ ...form, count: e.target.value })}
            sx={{ width: 100 }}
            slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          />
          {kind === 'COURSE' && (
            <TextField
              size="small"
              type="number"
              label="每码班级名额"
              value={form.slots}
              onChange={(e) => setForm({ ...form, slots: e.target.value })}
              sx={{ width: 130 }}
            />
          )}
          <TextField
            size="small"
            label="备注"
            value={form.note}
            onChange={(e) => setForm({ ...form, note: e.target.value })}
            sx={{ width: 220 }}
          />
          <Button variant="contained" disabled={!form.targetId || generate.isPending} onClick={submit}>
            生成
          </Button>
        </Stack>
      </Panel>
      <Panel title="兑换码批次">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>批次</TableCell>
              <TableCell>类型</TableCell>
              <TableCell>兑换内容</TableCell>
              <TableCell>已使用 / 数量</TableCell>
              <TableCell>备注</TableCell>
              <TableCell>生成人 · 时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} sx={{ color: 'text.secondary' }}>
                  暂无兑换码批次
                </TableCell>
              </TableRow>
            )}
            {batches.data.map((b) => (
              <TableRow key={b.id}>
                <TableCell>#{b.id}</TableCell>
                <TableCell>
                  {b.kind === 'TEXTBOOK' ? '教材' : '课程'}
                  {b.kind === 'COURSE' ? ` · 每码${b.slots}班` : ''}
                </TableCell>
                <TableCell>{b.targetTitle}</TableCell>
                <TableCell>
                  {b.used} / {b.count}
                </TableCell>
                <TableCell>{b.note || '—'}</TableCell>
                <TableCell>
                  {b.createdBy} · {beijingTime(b.createdAt)}
                </TableCell>
                <TableCell>
                  {b.disabledAt ? (
                    <Chip size="small" label="已停用" />
                  ) : (
                    <Chip size="small" color="success" label="有效" />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => void downloadBatch(b.id)}>
                    导出
                  </Button>
                  {!b.disabledAt && (
                    <Button size="small" color="error" onClick={() => setAsking(b)}>
                      停用
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
      <ConfirmDialog
        open={!!asking}
        title={`停用批次 #${asking?.id ?? ''}？`}
        message="停用后该批次未使用的兑换码将无法兑换，已兑换的不受影响。"
        confirmText="停用"
        danger
        busy={disable.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && disable.mutate(asking.id, { onSuccess: () => setAsking(null) })}
      />
    </>
  );
}
