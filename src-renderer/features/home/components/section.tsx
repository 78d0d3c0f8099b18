import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { CoverCard } from '../../../components/cover-card';
import { Timing, useThrottled } from '../../../platform/timing';
import type { SectionModel } from '../sections';

/** One dashboard section: its title, a 'more' (更多) link to its list, and its cards in a grid. */
export function Section({ section, columns }: { section: SectionModel; columns: number }) {
  const navigate = useNavigate();
  // Opening a detail screen is throttled 3 s (spec section 9).
  const open = useThrottled((to: string) => void navigate(to), Timing.detailMs);
  return (
    <Box component="section" aria-label={section.title} data-section={section.type}>
      <Stack direction="row" alignItems="center" sx={{ mb: 1.5 }}>
        <Box sx={{ width: 4, height: 18, borderRadius: 2, bgcolor: 'primary.main', mr: 1.25 }} />
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, flex: 1 }}>
          {section.title}
        </Typography>
        <Button
          size="small"
          endIcon={<ChevronRightRounded />}
          onClick={() => void navigate(section.more)}
          sx={{ color: 'text.secondary' }}
        >
          {Msg.more}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 2 }}>
        {section.cards.map((c) => (
          <CoverCard
            key={c.key}
            cover={c.cover}
            title={c.title}
            tag={c.tag}
            subtitle={c.subtitle}
            ratio={section.ratio}
            onClick={() => open(c.to)}
          />
        ))}
      </Box>
    </Box>
  );
}
