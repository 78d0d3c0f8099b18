import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AgreementApi, type AgreementStatus } from '@shared/api/agreement';
import { UserApi } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { loginPathOf, to } from '../../../config/paths';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { logoutLocally } from '../../../state/session-handle';

interface Props {
  area: 'teacher' | 'parent';
  documents: AgreementStatus['pending'];
  onDone: (accepted: boolean) => void;
}

/**
 * The agreements a signed-in user has not accepted yet (issue 32), shown once after sign-in. 同意并继续 records the
 * versions shown; 不同意并退出 signs out (the product cannot be used without them), and the dialog shows again at the
 * next sign-in. The dialog cannot be dismissed otherwise.
 */
export default function AgreementDialog({ area, documents, onDone }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const accept = async () => {
    setBusy(true);
    setError('');
    try {
      await call(
        AgreementApi.accept,
        { documents: documents.map((d) => ({ kind: d.kind, version: d.version })) },
        { area, silent: true },
      );
      notify.success(Msg.agreementAccepted);
      onDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : Msg.agreementVersionStale);
      setBusy(false);
    }
  };
  const decline = async () => {
    setBusy(true);
    await call(UserApi.logout, undefined, { area, silent: true }).catch(() => null);
    logoutLocally(area);
    onDone(false);
    navigate(loginPathOf(area, pathname), { replace: true });
  };
  return (
    <Dialog open aria-labelledby="agreement-dialog-title" maxWidth="xs" fullWidth disableEscapeKeyDown>
      <DialogTitle id="agreement-dialog-title">{Msg.agreementUpdateTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{Msg.agreementUpdateIntro}</DialogContentText>
        <List dense>
          {documents.map((d) => (
            <ListItem key={d.kind} disableGutters>
              <ListItemText
                primary={
                  <Link component={AppLink} to={to.agreement(d.kind)}>
                    《{d.title}》
                  </Link>
                }
                secondary={`${Msg.agreementVersionLabel} ${d.version} · ${Msg.agreementEffectiveLabel} ${d.effectiveDate}`}
              />
            </ListItem>
          ))}
        </List>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" disabled={busy} onClick={() => void decline()}>
          {Msg.agreementDecline}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void accept()}>
          {Msg.agreementAccept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
