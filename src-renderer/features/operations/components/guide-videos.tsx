import {
  Button,
  MenuItem,
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
import { CHANNELS } from '@shared/api/config';
import { CHANNEL_TITLES, type ConfigListResponse } from '@shared/api/operations';
import { useSaveGuideVideo } from '../api/ops';
import { Panel } from './panel';

type Video = ConfigListResponse['guideVideos'][number];
const EMPTY = { name: '', url: '', channel: '', sort: '0' };

/** The class-guide videos (AI_GUIDE_VIDEO): add one, switch one on or off. Nothing is deleted. */
export function GuideVideos({ videos }: { videos: Video[] }) {
  const save = useSaveGuideVideo();
  const [form, setForm] = useState(EMPTY);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const add = () =>
    save.mutate(
      {
        name: form.name.trim(),
        url: form.url.trim(),
        channel: form.channel ? (form.channel as Video['channel']) : null,
        sort: Number(form.sort) || 0,
      },
      { onSuccess: () => setForm(EMPTY) },
    );
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
          </TableRow>
        </TableHead>
        <TableBody>
          {videos.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
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
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <TextField size="small" label="名称" value={form.name} onChange={set('name')} />
        <TextField size="small" label="视频地址" value={form.url} onChange={set('url')} sx={{ width: 320 }} />
        <TextField size="small" select label="渠道" value={form.channel} onChange={set('channel')} sx={{ width: 150 }}>
          <MenuItem value="">全部渠道</MenuItem>
          {CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {CHANNEL_TITLES[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="排序"
          type="number"
          value={form.sort}
          onChange={set('sort')}
          sx={{ width: 90 }}
        />
        <Button variant="outlined" disabled={save.isPending} onClick={add}>
          添加视频
        </Button>
      </Stack>
    </Panel>
  );
}
