import { Msg } from '@shared/rules/messages';
import { SYNC_KINDS, type SyncKind, type SyncState } from '../platform/sync-registry';

const LABEL: Record<SyncKind, string> = {
  note: Msg.syncKindNote,
  reading: Msg.syncKindReading,
  homework: Msg.syncKindHomework,
  classroom: Msg.syncKindClassroom,
};

const time = (t: number) =>
  new Date(t).toLocaleString('zh-CN', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** What waits and when one last went: never "all sent" and "never sent" at once (nothing waits, nothing went). */
function line({ waiting, lastSentAt }: SyncState[SyncKind]) {
  const last = lastSentAt ? `${Msg.syncLastSent} ${time(lastSentAt)}` : '';
  if (waiting > 0) return `${waiting} ${Msg.syncWaiting}，${last || Msg.syncNever}`;
  return last ? `${Msg.syncAllSent}，${last}` : Msg.syncNothing;
}

/** The sync indicator's details: per kind, how many items wait and when one last reached the server. */
export default function SyncPanel({ state }: { state: SyncState }) {
  return (
    <ul aria-label={Msg.syncTitle} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, lineHeight: 1.8 }}>
      {SYNC_KINDS.map((k) => (
        <li key={k} data-kind={k}>
          {LABEL[k]}：{line(state[k])}
        </li>
      ))}
    </ul>
  );
}
