import GpsFixedRounded from '@mui/icons-material/GpsFixedRounded';
import LanRounded from '@mui/icons-material/LanRounded';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { IpLocation } from '@shared/api/region';
import { Msg } from '@shared/rules/messages';
import { useAppSelector } from '../../../state/store';
import { getIpLocation } from '../api/get-ip-location';
import { browserPosition, combinedLookup, GEO_FIELDS, type CombinedResult, type GeoResult } from '../geolocation';

type State<T> = { status: 'idle' | 'busy' } | { status: 'ok'; value: T } | { status: 'error'; message: string };

function useRun<T>(fn: () => Promise<T>) {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const run = () => {
    setState({ status: 'busy' });
    fn().then(
      (value) => setState({ status: 'ok', value }),
      (e: Error) => setState({ status: 'error', message: e.message }),
    );
  };
  return [state, run] as const;
}

const show = (v: unknown) => (v === null || v === undefined ? '—' : String(v));

function Fields({ rows }: { rows: [string, unknown][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell sx={{ color: 'text.secondary', width: 180, fontFamily: 'monospace' }}>{k}</TableCell>
            <TableCell data-field={k}>{show(v)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const geoRows = (p: GeoResult): [string, unknown][] => GEO_FIELDS.map((f) => [f, p[f]]);
const ipRows = (l: IpLocation): [string, unknown][] => [
  ['province', l.province],
  ['city', l.city],
  ['locationName', l.name],
];

function Card({
  icon,
  title,
  action,
  busy,
  children,
}: {
  icon: ReactNode;
  title: string;
  action(): void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Paper elevation={0} sx={{ p: 3, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mb: 2 }}>
        {icon}
        <Typography variant="h6" sx={{ flex: 1, fontWeight: 700, fontSize: 17 }}>
          {title}
        </Typography>
        <Button variant="contained" disableElevation onClick={action} disabled={busy}>
          {busy ? Msg.geoLocating : Msg.geoStart}
        </Button>
      </Stack>
      {children}
    </Paper>
  );
}

function Outcome<T>({ state, rows }: { state: State<T>; rows(v: T): [string, unknown][] }) {
  if (state.status === 'error') return <Alert severity="error">{state.message}</Alert>;
  if (state.status === 'ok') return <Fields rows={rows(state.value)} />;
  return null;
}

/** /classpro/test/geolocation: the browser's position fields, the IP lookup and the combined lookup. */
export default function GeolocationPage() {
  const region = useAppSelector((s) => s.app.locationName);
  const [geo, runGeo] = useRun(() => browserPosition());
  const [ip, runIp] = useRun(() => getIpLocation().catch(() => Promise.reject(new Error(Msg.geoIpFailed))));
  const [both, runBoth] = useRun(() => combinedLookup(() => getIpLocation()));
  const combinedRows = (r: CombinedResult): [string, unknown][] =>
    r.source === 'browser'
      ? [['source', 'browser'], ...geoRows(r.position)]
      : [['source', 'ip'], ['browserError', r.browserError], ...ipRows(r.location)];
  return (
    <Box sx={{ maxWidth: 880 }}>
      <Typography variant="h5" sx={{ fontWeight: 700, mb: 0.5 }}>
        {Msg.geoTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {Msg.locationCurrent}：{region}
      </Typography>
      <Stack spacing={2.5}>
        <Card
          icon={<GpsFixedRounded color="primary" />}
          title={Msg.geoBrowser}
          action={runGeo}
          busy={geo.status === 'busy'}
        >
          <Outcome state={geo} rows={geoRows} />
        </Card>
        <Card icon={<LanRounded color="primary" />} title={Msg.geoIp} action={runIp} busy={ip.status === 'busy'}>
          <Outcome state={ip} rows={ipRows} />
        </Card>
        <Card
          icon={<GpsFixedRounded color="secondary" />}
          title={Msg.geoCombined}
          action={runBoth}
          busy={both.status === 'busy'}
        >
          <Outcome state={both} rows={combinedRows} />
        </Card>
      </Stack>
    </Box>
  );
}
