import { Button, Chip, Stack } from '@mui/material';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import { useEffect, useState } from 'react';
import { notify } from '../../../platform/notify';
import { formatBytes, L } from '../labels';
import type { OfflineBook } from '../offline/offline-db';
import { offlineBook } from '../offline/offline-store';
import { downloadBook, removeOfflineBook } from '../offline/download-book';
import { onPendingChange } from '../offline/outbox';

/** Download for offline reading (progress, then the space used), remove, and notes waiting to sync. */
export function OfflineButton({ bookId }: { bookId: number }) {
  const [book, setBook] = useState<OfflineBook | null | undefined>(undefined);
  const [ratio, setRatio] = useState<number | null>(null);
  const [pending, setPending] = useState(0);
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => void offlineBook(bookId).then((b) => setBook(b ?? null)), [bookId]);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const off = onPendingChange(setPending);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      off();
    };
  }, []);
  const download = async () => {
    setRatio(0);
    try {
      setBook(await downloadBook(bookId, setRatio));
    } catch (err) {
      notify.error(err instanceof Error ? err.message : String(err));
    } finally {
      setRatio(null);
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {!online && <Chip size="small" color="warning" label={L.offlineMode} />}
      {pending > 0 && <Chip size="small" label={L.offlinePending(pending)} data-testid="outbox-pending" />}
      {book ? (
        <>
          <Chip
            size="small"
            color="success"
            label={L.offlineReady(formatBytes(book.size))}
            data-testid="offline-ready"
          />
          <Button size="small" onClick={() => void removeOfflineBook(bookId).then(() => setBook(null))}>
            {L.offlineRemove}
          </Button>
        </>
      ) : (
        <Button
          size="small"
          startIcon={<CloudDownloadIcon />}
          disabled={ratio !== null || book === undefined || !online}
          onClick={() => void download()}
        >
          {ratio === null ? L.offlineDownload : L.offlineDownloading(Math.round(ratio * 100))}
        </Button>
      )}
    </Stack>
  );
}
