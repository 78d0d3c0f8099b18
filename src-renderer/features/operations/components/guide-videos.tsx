import { Button, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { CHANNELS } from '@shared/api/config';
import { CHANNEL_TITLES, type ConfigListResponse } from '@shared/api/operations';
import { useSaveGuideVideo } from '../api/ops';
import { Panel } from './panel';
import { SelectField } from './select-field';

type Video = ConfigListResponse['guideVideos'][number];
const EMPTY = { id: 0, name: '', url: '', channel: '' as NonNullable<Video['channel']> | '', sort: '0', enabled: true };

/** The class-guide videos (AI_GUIDE_VIDEO): add one, edit one (name, address, channel, order), switch one on or off. */
export function GuideVideos({ videos }: { videos: Video[] }) {
  const save = useSaveGuideVideo();
  const [form, setForm] = useState(EMPTY);
  const set = (k: 'name' | 'url' | 'sort') => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = () =>
    save.mutate(
      {
        ...(form.id ? { id: form.id } : {}),
        name: form.name.trim(),
        url: form.url.trim(),
        channel: form.channel || null,
        sort: Number(form.sort) || 0,
        enabled: form.enabled,
      },
      { onSuccess: () => setForm(EMPTY) },
    );
  const edit = (v: Video) => setForm({ ...v, channel: v.channel ?? '', sort: String(v.sort) });
  const toggle = (v: Video) =>
    save.mutate({ id: v.id, name: v.name, url: v.url, channel: v.channel, sort: v.sort, enabled: !v.enabled });
  return (
    <Panel title="上课指导视频（AI_GUIDE_VIDEO）">
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>名称</TableCell>
            <TableCell>地址</TableCell>
            <TableCell>渠道</TableCell>
            <TableCell>排序</TableCell>
            <TableCell>启用</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {videos.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} sx={{ color: 'text.secondary' }}>
                暂无上课指导视频
              </TableCell>
            </TableRow>
          )}
          {videos.map((v) => (
            <TableRow key={v.id}>
              <TableCell>{v.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{v.url}</TableCell>
              <TableCell>{v.channel ? CHANNEL_TITLES[v.channel] : '全部渠道'}</TableCell>
              <TableCell>{v.sort}</TableCell>
              <TableCell>
                <Switch
                  size="small"
                  checked={v.enabled}
                  onChange={() => toggle(v)}
                  slotProps={{ input: { 'aria-label': `启用 ${v.name}` } }}
                />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => edit(v)} aria-label={`编辑 ${v.name}`}>
                  编辑
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <TextField size="small" label="名称" value={form.name} onChange={set('name')} />
        <TextField size="small" label="视频地址" value={form.url} onChange={set('url')} sx={{ width: 320 }} />
        <SelectField
          label="渠道"
          value={form.channel}
          onChange={(channel) => setForm((f) => ({ ...f, channel }))}
          choices={CHANNELS.map((c) => ({ value: c, title: CHANNEL_TITLES[c] }))}
          all="全部渠道"
          width={150}
        />
        <TextField
          size="small"
          label="排序"
          type="number"
          value={form.sort}
          onChange={set('sort')}
          sx={{ width: 90 }}
        />
        <Button variant="outlined" disabled={save.isPending} onClick={submit}>
          {form.id ? '保存修改' : '添加视频'}
        </Button>
        {form.id > 0 && (
          <Button color="inherit" onClick={() => setForm(EMPTY)}>
            取消编辑
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
