import { Box, Button, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MENU_FLAGS, type MenuFlags } from '@shared/api/config';
import { CHANNEL_TITLES, MENU_FLAG_TITLES, type ConfigListResponse } from '@shared/api/operations';
import { MENU_ITEMS } from '@shared/rules/menu';
import { PageLoading } from '../../../components/page-loading';
import { useConfigList, useSaveAiDns, useSaveMenu } from '../api/ops';
import { GuideVideos } from './guide-videos';
import { Panel } from './panel';

const GROUPS = [
  { title: '主菜单', flags: MENU_ITEMS.filter((m) => m.group === 'main').map((m) => m.flag) },
  { title: '我的', flags: MENU_ITEMS.filter((m) => m.group === 'my').map((m) => m.flag) },
];

type Menu = ConfigListResponse['menus'][number];

/** One channel's 16 menu switches (spec section 2), saved together. */
function ChannelMenu({ menu }: { menu: Menu }) {
  const [flags, setFlags] = useState<MenuFlags>(menu.flags);
  useEffect(() => setFlags(menu.flags), [menu.flags]);
  const save = useSaveMenu();
  const dirty = MENU_FLAGS.some((f) => flags[f] !== menu.flags[f]);
  const title = `${CHANNEL_TITLES[menu.channel]} · ${menu.channel}`;
  return (
    <Panel
      title={title}
      action={
        <>
          {!menu.hasOwnConfig && <Chip size="small" label="沿用默认渠道" />}
          <Button
            variant="contained"
            size="small"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate({ channel: menu.channel, flags })}
          >
            保存
          </Button>
        </>
      }
    >
      {GROUPS.map((g) => (
        <Box key={g.title} sx={{ mb: 1 }}>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 0.5 }}>{g.title}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {g.flags.map((f) => (
              <FormControlLabel
                key={f}
                label={MENU_FLAG_TITLES[f]}
                control={
                  <Switch
                    size="small"
                    checked={flags[f] === 1}
                    onChange={(e) => setFlags((x) => ({ ...x, [f]: e.target.checked ? 1 : 0 }))}
                    slotProps={{ input: { 'aria-label': `${menu.channel} ${MENU_FLAG_TITLES[f]}` } }}
                  />
                }
              />
            ))}
          </Box>
        </Box>
      ))}
    </Panel>
  );
}

function AiDns({ value }: { value: string }) {
  const [v, setV] = useState(value);
  useEffect(() => setV(value), [value]);
  const save = useSaveAiDns();
  return (
    <Panel title="AI站点地址（AI_PROJECT_DNS）">
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <TextField
          size="small"
          label="地址"
          value={v}
          onChange={(e) => setV(e.target.value)}
          helperText="“/” 表示本站；或填写 https:// 开头的完整地址"
          sx={{ width: 420 }}
        />
        <Button
          variant="contained"
          disabled={v === value || save.isPending}
          onClick={() => save.mutate({ value: v.trim() })}
        >
          保存
        </Button>
      </Stack>
    </Panel>
  );
}

/** /operations/menus: per-channel menu flags, the AI site address and the class-guide videos. */
export default function MenusSection() {
  const list = useConfigList();
  if (!list.data) return <PageLoading />;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        关闭的菜单项不会出现在该渠道教师端的左侧菜单中；教师刷新页面后生效。
      </Typography>
      {list.data.menus.map((m) => (
        <ChannelMenu key={m.channel} menu={m} />
      ))}
      <AiDns value={list.data.aiDns} />
      <GuideVideos videos={list.data.guideVideos} />
    </>
  );
}
