import ArrowBackIosNewRoundedIcon from '@mui/icons-material/ArrowBackIosNewRounded';
import ShareRoundedIcon from '@mui/icons-material/ShareRounded';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { sharePage } from '../../../platform/share';
import { activityPass, tokens } from '../../../platform/storage';

/** The activity of an H5 activity screen: `?activityId=` (0 when missing). */
export const useActivityIdParam = () => Number(useSearchParams()[0].get('activityId')) || 0;

/** An H5 activity screen's address: /h5/{screen}?activityId=…[&more]. */
export const h5Link = (screen: string, activityId: number, more: Record<string, string | number> = {}) =>
  `${paths.h5}/${screen}?${new URLSearchParams({ activityId: String(activityId), ...Object.fromEntries(Object.entries(more).map(([k, v]) => [k, String(v)])) })}`;

/**
 * Who submits on this phone: a parent signed in through H5 (their token), or someone who signed up for this
 * activity with 报名 and holds its temp token; null for a visitor.
 */
export function h5Submitter(activityId: number): { kind: 'parent' | 'pass'; name: string } | null {
  if (tokens.has('parent')) return { kind: 'parent', name: '' };
  const pass = activityPass.get(activityId);
  return pass ? { kind: 'pass', name: pass.name } : null;
}

/**
 * The frame of the H5 activity screens (phone first, 390×844): a sticky bar with 返回 and the screen's title over a
 * light page; on a wide screen the column stays phone-width in the middle.
 */
export function H5Page(props: {
  title: string;
  back?: string;
  /** A share button in the bar, sharing this page with this card. */
  share?: { title: string; desc: string; imgUrl?: string };
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Box sx={{ bgcolor: '#f3f6fc', minHeight: '100vh' }}>
      <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
        <Stack
          direction="row"
          alignItems="center"
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            bgcolor: '#fff',
            height: 48,
            px: 0.5,
            boxShadow: '0 1px 0 #e6eaf2',
          }}
        >
          <IconButton
            aria-label="返回"
            onClick={() => (props.back ? navigate(props.back) : navigate(-1))}
            sx={{ visibility: props.back === '' ? 'hidden' : 'visible' }}
          >
            <ArrowBackIosNewRoundedIcon fontSize="small" />
          </IconButton>
          <Typography component="h1" sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} noWrap>
            {props.title}
          </Typography>
          <IconButton
            aria-label="分享"
            onClick={() => props.share && void sharePage(props.share)}
            sx={{ visibility: props.share ? 'visible' : 'hidden' }}
          >
            <ShareRoundedIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Stack spacing={2} sx={{ p: 2 }}>
          {props.children}
        </Stack>
      </Box>
    </Box>
  );
}

/** The screen of a visitor who has not signed up for the activity: why it is empty, and 去报名. */
export function SignUpFirst(props: { title: string; activityId: number; text: string }) {
  const navigate = useNavigate();
  return (
    <H5Page title={props.title} back={h5Link('activity', props.activityId)}>
      <EmptyState
        text={props.text}
        action={
          <Button variant="contained" onClick={() => navigate(h5Link('apply', props.activityId))}>
            去报名
          </Button>
        }
      />
    </H5Page>
  );
}
