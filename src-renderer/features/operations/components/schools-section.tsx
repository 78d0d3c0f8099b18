import {
  Box,
  Button,
  Chip,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { OpsSchool, TargetsResponse } from '@shared/api/operations';
import { PageLoading } from '../../../components/page-loading';
import { useCreateSchoolCode, useSchools, useSetQuota, useTargets, useUpdateSchoolCode } from '../api/ops';
import { beijingTime, Panel } from './panel';
import { idChoices, SelectField } from './select-field';

const COURSE_TYPES = [
  { value: 'AI_COURSE', title: '双师AI课' },
  { value: 'LIVE_COURSE', title: '天空课堂' },
] as const;

/** The end of a Beijing day (YYYY-MM-DD) as an ISO instant: a code is good through its last day. */
const endOfDay = (date: string) => (date ? `${date}T23:59:59+08:00` : null);
const expired = (iso: string | null) => !!iso && Date.parse(iso) <= Date.now();

type SchoolCode = OpsSchool['codes'][number];
/** The Beijing date (YYYY-MM-DD) of an instant, for a date input. */
const beijingDate = (iso: string | null) => (iso ? beijingTime(iso).slice(0, 10) : '');

/** One code: its state, an on/off switch and its expiry date (empty: never expires). */
function CodeRow({ code: c }: { code: SchoolCode }) {
  const update = useUpdateSchoolCode();
  const [date, setDate] = useState(beijingDate(c.expiresAt));
  return (
    <TableRow>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 15 }}>{c.code}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField
            size="small"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            helperText={date ? undefined : '长期有效'}
            slotProps={{ htmlInput: { 'aria-label': `${c.code} 有效期至` } }}
            sx={{ width: 170 }}
          />
          {date !== beijingDate(c.expiresAt) && (
            <Button
              size="small"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: c.id, enabled: c.enabled, expiresAt: endOfDay(date) })}
            >
              保存
            </Button>
          )}
        </Stack>
      </TableCell>
      <TableCell>
        {!c.enabled ? (
          <Chip size="small" label="已停用" />
        ) : expired(c.expiresAt) ? (
          <Chip size="small" color="warning" label="已过期" />
        ) : (
          <Chip size="small" color="success" label="有效" />
        )}
      </TableCell>
      <TableCell>
        <Switch
          size="small"
          checked={c.enabled}
          onChange={() => update.mutate({ id: c.id, enabled: !c.enabled, expiresAt: c.expiresAt })}
          slotProps={{ input: { 'aria-label': `启用激活码 ${c.code}` } }}
        />
      </TableCell>
    </TableRow>
  );
}

function Codes({ school }: { school: OpsSchool }) {
  const create = useCreateSchoolCode();
  const [form, setForm] = useState({ code: '', expires: '' });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>激活码</Typography>
      <Table size="small" sx={{ mb: 1.5 }}>
        <TableHead>
          <TableRow>
            <TableCell>激活码</TableCell>
            <TableCell>有效期至</TableCell>
            <TableCell>状态</TableCell>
            <TableCell>启用</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {school.codes.map((c) => (
            <CodeRow key={`${c.id}-${c.expiresAt}-${c.enabled}`} code={c} />
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} alignItems="center">
        <TextField
          size="small"
          label="激活码（留空自动生成）"
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.target.value })}
          sx={{ width: 220 }}
        />
        <TextField
          size="small"
          type="date"
          label="有效期至（留空长期有效）"
          value={form.expires}
          onChange={(e) => setForm({ ...form, expires: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 200 }}
        />
        <Button
          variant="outlined"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { schoolId: school.id, code: form.code.trim(), expiresAt: endOfDay(form.expires) },
              { onSuccess: () => setForm({ code: '', expires: '' }) },
            )
          }
        >
          新建激活码
        </Button>
      </Stack>
    </Box>
  );
}

function QuotaInput({ school, course }: { school: OpsSchool; course: OpsSchool['courses'][number] }) {
  const [v, setV] = useState(String(course.quota));
  const save = useSetQuota();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        size="small"
        type="number"
        value={v}
        onChange={(e) => setV(e.target.value)}
        sx={{ width: 100 }}
        slotProps={{ htmlInput: { min: 0, 'aria-label': `${course.title} 名额` } }}
      />
      <Button
        size="small"
        disabled={v === String(course.quota) || save.isPending}
        onClick={() =>
          save.mutate({
            schoolId: school.id,
            courseType: course.courseType,
            courseId: course.courseId,
            quota: Number(v),
          })
        }
      >
        保存
      </Button>
    </Stack>
  );
}

function Quotas({ school, targets }: { school: OpsSchool; targets: TargetsResponse }) {
  const save = useSetQuota();
  const [form, setForm] = useState({
    courseType: 'AI_COURSE' as (typeof COURSE_TYPES)[number]['value'],
    courseId: '',
    quota: '1',
  });
  const options = form.courseType === 'AI_COURSE' ? targets.aiCourses : targets.liveCourses;
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>课程名额</Typography>
      <Table size="small" sx={{ mb: 1.5 }}>
        <TableHead>
          <TableRow>
            <TableCell>课程</TableCell>
            <TableCell>类型</TableCell>
            <TableCell>已使用</TableCell>
            <TableCell>名额</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {school.courses.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} sx={{ color: 'text.secondary' }}>
                暂无课程名额
              </TableCell>
            </TableRow>
          )}
          {school.courses.map((c) => (
            <TableRow key={`${c.courseType}-${c.courseId}`}>
              <TableCell>{c.title}</TableCell>
              <TableCell>{COURSE_TYPES.find((t) => t.value === c.courseType)?.title}</TableCell>
              <TableCell>{c.used}</TableCell>
              <TableCell>
                <QuotaInput key={c.quota} school={school} course={c} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5}>
        <SelectField
          label="类型"
          value={form.courseType}
          onChange={(courseType) => setForm({ ...form, courseType, courseId: '' })}
          choices={COURSE_TYPES}
          width={130}
        />
        <SelectField
          label="课程"
          value={form.courseId}
          onChange={(courseId) => setForm({ ...form, courseId })}
          choices={idChoices(options)}
          width={300}
        />
        <TextField
          size="small"
          type="number"
          label="名额"
          value={form.quota}
          onChange={(e) => setForm({ ...form, quota: e.target.value })}
          sx={{ width: 90 }}
        />
        <Button
          variant="outlined"
          disabled={!form.courseId || save.isPending}
          onClick={() =>
            save.mutate({
              schoolId: school.id,
              courseType: form.courseType,
              courseId: Number(form.courseId),
              quota: Number(form.quota) || 0,
            })
          }
        >
          设置名额
        </Button>
      </Stack>
    </Box>
  );
}

/** /operations/schools: each school's activation codes (create, disable, expiry) and course quotas. */
export default function SchoolsSection() {
  const schools = useSchools();
  const targets = useTargets();
  const [pick, setPick] = useState<number | ''>('');
  if (!schools.data || !targets.data) return <PageLoading />;
  const school = schools.data.find((s) => s.id === pick) ?? schools.data[0];
  return (
    <>
      <SelectField
        label="学校"
        value={school ? String(school.id) : ''}
        onChange={(id) => setPick(Number(id))}
        choices={schools.data.map((s) => ({
          value: String(s.id),
          title: s.region ? `${s.name}（${s.region}）` : s.name,
        }))}
        width={320}
        sx={{ mb: 2, bgcolor: '#fff' }}
      />
      {school && (
        <Panel title={school.name}>
          <Codes school={school} />
          <Quotas school={school} targets={targets.data} />
        </Panel>
      )}
    </>
  );
}
