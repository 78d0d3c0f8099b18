import InboxRounded from '@mui/icons-material/InboxRounded';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { activityCountForWidth } from '@shared/rules/menu';
import { Msg } from '@shared/rules/messages';
import { ErrorState } from '../../../components/error-state';
import { useWindowWidth } from '../../../components/use-window-width';
import { useBanners } from '../api/get-banners';
import { useRecommend } from '../api/get-recommend';
import { BannerCarousel, BannerPlaceholder } from '../components/banner-carousel';
import { Section } from '../components/section';
import { buildSections } from '../sections';

/** The dashboard (index of /classpro): banners, then up to four recommendation sections, or 暂无数据. */
export default function DashboardPage() {
  const width = useWindowWidth();
  const recommend = useRecommend();
  const banners = useBanners();
  const activities = activityCountForWidth(width);
  const books = width < 1200 ? 4 : width < 1920 ? 5 : 6;
  const sections = buildSections(recommend.data ?? [], activities, books);
  // Phones get two columns everywhere; the activity count itself still follows the width rule.
  const columns = (type: string) =>
    width < 600 ? 2 : type === 'HOME_ACTIVITY' ? activities : type === 'HOME_DIGITAL_BOOK' ? books : 4;
  return (
    <Stack spacing={3.5} sx={{ pt: 1 }}>
      {/* The banner's place is kept while the list loads, so the sections below do not jump down when it comes. */}
      {banners.isPending ? (
        <BannerPlaceholder />
      ) : (
        banners.data && banners.data.length > 0 && <BannerCarousel banners={banners.data} />
      )}
      {recommend.isPending ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 2 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={180} sx={{ borderRadius: 3 }} />
          ))}
        </Box>
      ) : recommend.isError ? (
        <ErrorState onRetry={() => void recommend.refetch()} retrying={recommend.isFetching} />
      ) : sections.length === 0 ? (
        <Paper elevation={0} sx={{ py: 10, textAlign: 'center', borderRadius: 4, color: 'text.secondary' }}>
          <InboxRounded sx={{ fontSize: 56, color: 'grey.300' }} />
          <Typography>{Msg.noData}</Typography>
        </Paper>
      ) : (
        sections.map((s) => <Section key={s.type} section={s} columns={columns(s.type)} />)
      )}
    </Stack>
  );
}
