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

/** The sync indicator's details: per kind, how many items wait and when one last reached the server. */
export default function SyncPanel({ state }: { state: SyncState }) {
  return (
    <ul aria-label={Msg.syncTitle} style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, lineHeight: 1.8 }}>
      {SYNC_KINDS.map((k) => (
        <li key={k} data-kind={k}>
          {LABEL[k]}：{state[k].waiting > 0 ? `${state[k].waiting} ${Msg.syncWaiting}` : Msg.syncAllSent}，
          {state[k].lastSentAt ? `${Msg.syncLastSent} ${time(state[k].lastSentAt)}` : Msg.syncNever}
        </li>
      ))}
    </ul>
  );
}
