import { Box, Button, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { CHANNELS } from '@shared/api/config';
import { CHANNEL_TITLES, type OpsBanner, type OpsRecommend, type TargetsResponse } from '@shared/api/operations';
import { PageLoading } from '../../../components/page-loading';
import { uploadBannerImage, useBanners, useRecommends, useSaveBanner, useSaveRecommend, useTargets } from '../api/ops';
import { Panel } from './panel';
import { idChoices, SelectField } from './select-field';

const EMPTY_BANNER = {
  id: 0,
  channel: null as OpsBanner['channel'],
  title: '',
  subtitle: '',
  imageUrl: '',
  linkUrl: '',
  sort: '0',
  enabled: true,
};

function Banners({ banners }: { banners: OpsBanner[] }) {
  const save = useSaveBanner();
  const [form, setForm] = useState(EMPTY_BANNER);
  const [uploading, setUploading] = useState(false);
  const set = (k: 'title' | 'subtitle' | 'imageUrl' | 'linkUrl' | 'sort') => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await uploadBannerImage(file);
      setForm((f) => ({ ...f, imageUrl: url }));
    } catch {
      // The HTTP layer toasted why (too large, not an image).
    } finally {
      setUploading(false);
    }
  };
  const submit = () => {
    const { id, ...rest } = form;
    save.mutate(
      { ...rest, ...(id ? { id } : {}), sort: Number(form.sort) || 0 },
      { onSuccess: () => setForm(EMPTY_BANNER) },
    );
  };
  const edit = (b: OpsBanner) => setForm({ ...b, sort: String(b.sort) });
  const patch = (b: OpsBanner, change: Partial<OpsBanner>) => save.mutate({ ...b, ...change });
  return (
    <Panel title="首页轮播图">
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>图片</TableCell>
            <TableCell>标题</TableCell>
            <TableCell>链接</TableCell>
            <TableCell>渠道</TableCell>
            <TableCell>排序</TableCell>
            <TableCell>上线</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {banners.map((b) => (
            <TableRow key={b.id}>
              <TableCell>
                {b.imageUrl && (
                  <Box
                    component="img"
                    src={b.imageUrl}
                    alt={b.title}
                    sx={{ width: 160, height: 40, objectFit: 'cover', borderRadius: 1 }}
                  />
                )}
              </TableCell>
              <TableCell>
                {b.title}
                <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{b.subtitle}</Box>
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all', maxWidth: 240 }}>{b.linkUrl || '—'}</TableCell>
              <TableCell>{b.channel ? CHANNEL_TITLES[b.channel] : '全部渠道'}</TableCell>
              <TableCell>{b.sort}</TableCell>
              <TableCell>
                <Switch
                  size="small"
                  checked={b.enabled}
                  onChange={() => patch(b, { enabled: !b.enabled })}
                  slotProps={{ input: { 'aria-label': `上线 ${b.title}` } }}
                />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => edit(b)}>
                  编辑
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap alignItems="center">
        <TextField size="small" label="标题" value={form.title} onChange={set('title')} />
        <TextField size="small" label="副标题" value={form.subtitle} onChange={set('subtitle')} />
        <TextField size="small" label="图片地址" value={form.imageUrl} onChange={set('imageUrl')} sx={{ width: 260 }} />
        <Button component="label" variant="text" disabled={uploading}>
          {uploading ? '上传中…' : '上传图片'}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(e)}
          />
        </Button>
        <TextField
          size="small"
          label="点击跳转链接"
          value={form.linkUrl}
          onChange={set('linkUrl')}
          sx={{ width: 220 }}
        />
        <SelectField
          label="渠道"
          value={form.channel ?? ''}
          onChange={(v) => setForm((f) => ({ ...f, channel: v || null }))}
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
          {form.id ? '保存修改' : '添加轮播图'}
        </Button>
        {form.id > 0 && (
          <Button color="inherit" onClick={() => setForm(EMPTY_BANNER)}>
            取消编辑
          </Button>
        )}
      </Stack>
    </Panel>
  );
}

const TYPES: { value: OpsRecommend['type']; title: string; list: keyof TargetsResponse }[] = [
  { value: 'HOME_AI_COURSE', title: '双师AI课', list: 'aiCourses' },
  { value: 'HOME_LIVE_COURSE', title: '天空课堂', list: 'liveCourses' },
  { value: 'HOME_DIGITAL_BOOK', title: '数字教材', list: 'books' },
  { value: 'HOME_ACTIVITY', title: '活动', list: 'activities' },
];

function Recommends({ items, targets }: { items: OpsRecommend[]; targets: TargetsResponse }) {
  const save = useSaveRecommend();
  const EMPTY = { id: 0, type: 'HOME_AI_COURSE' as OpsRecommend['type'], targetId: '', sort: '0', enabled: true };
  const [form, setForm] = useState(EMPTY);
  const options = targets[TYPES.find((t) => t.value === form.type)!.list];
  const submit = () =>
    save.mutate(
      {
        ...(form.id ? { id: form.id } : {}),
        type: form.type,
        targetId: Number(form.targetId),
        sort: Number(form.sort) || 0,
        enabled: form.enabled,
      },
      { onSuccess: () => setForm({ ...EMPTY, type: form.type }) },
    );
  return (
    <Panel title="首页推荐">
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>类型</TableCell>
            <TableCell>推荐内容</TableCell>
            <TableCell>排序</TableCell>
            <TableCell>上线</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{TYPES.find((t) => t.value === r.type)?.title}</TableCell>
              <TableCell>{r.targetTitle}</TableCell>
              <TableCell>{r.sort}</TableCell>
              <TableCell>
                <Switch
                  size="small"
                  checked={r.enabled}
                  onChange={() =>
                    save.mutate({ id: r.id, type: r.type, targetId: r.targetId, sort: r.sort, enabled: !r.enabled })
                  }
                  slotProps={{ input: { 'aria-label': `上线 ${r.targetTitle}` } }}
                />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => setForm({ ...r, targetId: String(r.targetId), sort: String(r.sort) })}
                >
                  编辑
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <SelectField
          label="类型"
          value={form.type}
          onChange={(type) => setForm({ ...form, type, targetId: '' })}
          choices={TYPES}
          width={140}
        />
        <SelectField
          label="推荐内容"
          value={form.targetId}
          onChange={(targetId) => setForm({ ...form, targetId })}
          choices={idChoices(options)}
          width={320}
        />
        <TextField
          size="small"
          label="排序"
          type="number"
          value={form.sort}
          onChange={(e) => setForm({ ...form, sort: e.target.value })}
          sx={{ width: 90 }}
        />
        <Button variant="outlined" disabled={!form.targetId || save.isPending} onClick={submit}>
          {form.id ? '保存修改' : '添加推荐'}
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

/** /operations/content: home banners (image upload, link, order, on/off) and home recommendations. */
export default function ContentSection() {
  const banners = useBanners();
  const recommends = useRecommends();
  const targets = useTargets();
  if (!banners.data || !recommends.data || !targets.data) return <PageLoading />;
  return (
    <>
      <Banners banners={banners.data} />
      <Recommends items={recommends.data} targets={targets.data} />
    </>
  );
}
