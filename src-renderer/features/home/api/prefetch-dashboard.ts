import { mediaUrl } from '../../../platform/media';
import { queryClient } from '../../../state/query-client';
import { bannersQuery } from './get-banners';

/**
 * The dashboard's largest content is its first banner. Asked for by the dashboard's route (its loader runs while the
 * page's code loads), the banner list, and then the first banner's picture, no longer wait for the page to render
 * first: a cold signed-in load reaches its largest paint a round trip or two sooner. The page's own query then finds
 * the list in the cache.
 */
export function prefetchDashboard() {
  void queryClient.prefetchQuery(bannersQuery).then(() => {
    const first = queryClient.getQueryData(bannersQuery.queryKey)?.[0];
    if (!first) return;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = mediaUrl(first.imageUrl);
  });
}
