import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';

const LessonPrestageDialog = lazy(() => import('./lesson-prestage-dialog'));

/**
 * 明日备课 (教学日历; 我的课程's 近期课表 links here with it open): opens the dialog that makes tomorrow's lessons ready
 * on this PC, loaded when first opened.
 */
export function PrestageButton({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [used, setUsed] = useState(initiallyOpen);
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        明日备课
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LessonPrestageDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
