import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import {
  Avatar,
  Box,
  Button,
  ButtonBase,
  Divider,
  IconButton,
  Link,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { AGREEMENT_KINDS, AGREEMENTS } from '@shared/rules/agreements';
import { Msg } from '@shared/rules/messages';
import { AppLink } from '../../../components/app-link';
import { to } from '../../../config/paths';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { mediaUrl } from '../../../platform/media';
import { useAvatarUpload } from '../use-avatar-upload';

export type ProfileAction = 'nickname' | 'mobile' | 'password' | 'logout';

const maskMobile = (m: string) => m.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

function Row({ label, value, action }: { label: string; value: ReactNode; action?: ReactNode }) {
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ py: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 52, flex: 'none' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap component="div">
        {value}
      </Typography>
      {action}
    </Stack>
  );
}

/**
 * The profile popover's content: avatar upload, nickname, school, mobile, password, the agreements and logout. Loaded
 * when the avatar button is first pressed (profile-popover.tsx).
 */
export default function ProfilePanel({
  anchor,
  onClose,
  onAction,
}: {
  anchor: HTMLElement | null;
  onClose(): void;
  onAction(a: ProfileAction): void;
}) {
  const user = useAppSelector((s) => s.session);
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const upload = useAvatarUpload();
  const name = user.name || user.mobile;
  const act = (a: ProfileAction) => {
    onClose();
    onAction(a);
  };
  const link = (text: string, a: ProfileAction) => (
    <Button size="small" onClick={() => act(a)} sx={{ flex: 'none', minWidth: 0 }}>
      {text}
    </Button>
  );
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: { sx: { mt: 1, width: 320, borderRadius: 3, boxShadow: '0 16px 40px rgba(31,45,80,0.18)' } },
      }}
    >
      <Box sx={{ p: 2.5, pb: 2, background: 'linear-gradient(135deg,#eaf1ff 0%,#f7f9ff 100%)' }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Tooltip title={Msg.changeAvatar}>
            <ButtonBase
              aria-label={Msg.changeAvatar}
              onClick={() => input.current?.click()}
              disabled={upload.pending}
              sx={{ borderRadius: '50%', position: 'relative', '&:hover .cam': { opacity: 1 } }}
            >
              <Avatar
                src={mediaUrl(user.avatar)}
                alt={name}
                sx={{ width: 60, height: 60, bgcolor: 'primary.main', fontSize: 24 }}
              >
                {name.slice(0, 1)}
              </Avatar>
              <Box
                className="cam"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  borderRadius: '50%',
                  bgcolor: 'rgba(0,0,0,0.4)',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  opacity: upload.pending ? 1 : 0,
                  transition: 'opacity .2s',
                }}
              >
                <CameraAltRounded fontSize="small" />
              </Box>
            </ButtonBase>
          </Tooltip>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            data-testid="avatar-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload.pick(file);
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" alignItems="center" spacing={0.5}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }} noWrap data-testid="profile-name">
                {name}
              </Typography>
              <IconButton size="small" aria-label={Msg.changeNickname} onClick={() => act('nickname')}>
                <EditRounded sx={{ fontSize: 16 }} />
              </IconButton>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {user.school?.name ?? Msg.noSchool}
            </Typography>
          </Box>
        </Stack>
      </Box>
      <Box sx={{ px: 2.5, py: 1 }}>
        <Row
          label={Msg.schoolLabel}
          value={
            user.school?.name ?? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {Msg.noSchool}
              </Box>
            )
          }
          action={
            <Tooltip title={user.school ? Msg.changeSchool : Msg.bindSchoolNow}>
              <IconButton
                size="small"
                aria-label={Msg.changeSchool}
                onClick={() => {
                  onClose();
                  dispatch(appActions.openDialog('bindSchool'));
                }}
              >
                <SwapHorizRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          }
        />
        <Row label={Msg.mobileLabel} value={maskMobile(user.mobile)} action={link(Msg.changeMobile, 'mobile')} />
        <Row label={Msg.passwordLabel} value="••••••••" action={link(Msg.changePassword, 'password')} />
        {/* Issue 32: the agreements the user accepted, readable from the profile. */}
        <Stack component="nav" aria-label={Msg.agreementsTitle} direction="row" sx={{ flexWrap: 'wrap', pt: 0.5 }}>
          {AGREEMENT_KINDS.map((k) => (
            <Link key={k} component={AppLink} to={to.agreement(k)} sx={{ fontSize: 12, mr: 1 }}>
              《{AGREEMENTS[k].title}》
            </Link>
          ))}
        </Stack>
      </Box>
      <Divider />
      <Box sx={{ p: 1.5 }}>
        <Button
          fullWidth
          color="inherit"
          startIcon={<LogoutRounded />}
          onClick={() => act('logout')}
          sx={{ color: 'text.secondary' }}
        >
          {Msg.logout}
        </Button>
      </Box>
    </Popover>
  );
}
