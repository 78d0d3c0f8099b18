import { lazy, Suspense } from 'react';

const MobileTip = lazy(() => import('../features/mobile-tip').then((m) => ({ default: m.MobileTip })));

/**
 * The open-in-app banner of the phone-first areas, one lazy step removed from the root layout: the entry then names
 * only this small chunk, not the banner's dozen shared MUI chunks (the signed-out parent entry is at its size budget).
 * In the page's flow, not sticky: it never sits over those areas' own sticky title bars.
 */
export default function PhoneBanner() {
  return (
    <Suspense fallback={null}>
      <MobileTip sticky={false} />
    </Suspense>
  );
}
