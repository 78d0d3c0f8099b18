import {
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { OpsAppVersion } from '@shared/api/operations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/page-loading';
import { useAppVersions, usePublishVersion, useWithdrawVersion } from '../api/ops';
import { beijingTime, Panel } from './panel';
import { SelectField } from './select-field';

const PLATFORMS: { value: OpsAppVersion['platform']; title: string }[] = [
  { value: 'all', title: '全部平台' },
  { value: 'win32', title: 'Windows' },
  { value: 'darwin', title: 'macOS' },
  { value: 'linux', title: 'Linux' },
];
const EMPTY = { version: '', platform: 'all' as OpsAppVersion['platform'], releaseNotes: '', isForceUpdate: false };

/** /operations/versions: publish a desktop release (what getLastAppVersion serves), list and withdraw. */
export default function VersionsSection() {
  const list = useAppVersions();
  const publish = usePublishVersion();
  const withdraw = useWithdrawVersion();
  const [form, setForm] = useState(EMPTY);
  const [asking, setAsking] = useState<OpsAppVersion | null>(null);
  // A forced update makes every desktop app update before it can go on: the operator confirms it first.
  const [confirmForced, setConfirmForced] = useState(false);
  const doPublish = () =>
    publish.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        setConfirmForced(false);
      },
    });
  if (!list.data) return <PageLoading />;
  return (
    <>
      <Panel title="发布新版本">
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <Stack direction="row" spacing={1.5}>
            <TextField
              size="small"
              label="版本号"
              placeholder="例如 1.4.0"
              value={form.version}
              onChange={(e) => setForm({ ...form, version: e.target.value })}
            />
            <SelectField
              label="平台"
              value={form.platform}
              onChange={(platform) => setForm({ ...form, platform })}
              choices={PLATFORMS}
              width={150}
            />
            <FormControlLabel
              label="强制更新"
              control={
                <Switch
                  checked={form.isForceUpdate}
                  onChange={(e) => setForm({ ...form, isForceUpdate: e.target.checked })}
                />
              }
            />
          </Stack>
          <TextField
            label="更新说明"
            multiline
            minRows={3}
            value={form.releaseNotes}
            onChange={(e) => setForm({ ...form, releaseNotes: e.target.value })}
          />
          <div>
            <Button
              variant="contained"
              disabled={publish.isPending}
              onClick={() => (form.isForceUpdate ? setConfirmForced(true) : doPublish())}
            >
              发布
            </Button>
          </div>
        </Stack>
      </Panel>
      <Panel title="已发布版本">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>版本号</TableCell>
              <TableCell>平台</TableCell>
              <TableCell>更新说明</TableCell>
              <TableCell>发布时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.map((v) => (
              <TableRow key={v.id}>
                <TableCell sx={{ fontWeight: 600 }}>{v.version}</TableCell>
                <TableCell>{PLATFORMS.find((p) => p.value === v.platform)?.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', maxWidth: 420 }}>{v.releaseNotes}</TableCell>
                <TableCell>{beijingTime(v.publishedAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {v.withdrawnAt ? (
                      <Chip size="small" label="已撤回" />
                    ) : (
                      <Chip size="small" color="success" label="已发布" />
                    )}
                    {v.isForceUpdate && <Chip size="small" color="warning" label="强制更新" />}
                  </Stack>
                </TableCell>
                <TableCell>
                  {!v.withdrawnAt && (
                    <Button size="small" color="error" onClick={() => setAsking(v)}>
                      撤回
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Panel>
      <ConfirmDialog
        open={confirmForced}
        title={`发布强制更新 ${form.version.trim()}？`}
        message="发布后，所有桌面端检查到该版本时必须先更新才能继续使用，课堂中的电脑也会被要求更新。"
        confirmText="发布强制更新"
        danger
        busy={publish.isPending}
        onCancel={() => setConfirmForced(false)}
        onConfirm={doPublish}
      />
      <ConfirmDialog
        open={!!asking}
        title={`撤回版本 ${asking?.version ?? ''}？`}
        message="撤回后桌面端检查更新将不再收到该版本，记录会保留。"
        confirmText="撤回"
        danger
        busy={withdraw.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && withdraw.mutate(asking.id, { onSuccess: () => setAsking(null) })}
      />
    </>
  );
}
