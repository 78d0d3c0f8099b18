import CheckRounded from '@mui/icons-material/CheckRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import { Box, Button, ButtonBase, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { NATIONWIDE } from '@shared/rules/region';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { saveRegionChoice } from '../region-choice';
import { useRegionDetection } from '../use-region';

/** The navigation bar's location (aigc channel): the detected or chosen region, and the picker dialog. */
export function LocationPicker() {
  useRegionDetection();
  const dispatch = useAppDispatch();
  const name = useAppSelector((s) => s.app.locationName);
  const selected = useAppSelector((s) => s.app.selectedRegion);
  const supported = useAppSelector((s) => s.app.supportedRegions);
  const userId = useAppSelector((s) => s.session.id);
  // 全国 is always on offer (the default region), even when the supported list failed to load or leaves it out.
  const regions = supported.some((r) => r.name === NATIONWIDE)
    ? supported
    : [{ id: 0, name: NATIONWIDE }, ...supported];
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<PlaceRounded color="primary" />}
        onClick={() => setOpen(true)}
        data-testid="location-name"
        sx={{ borderRadius: 5, px: 1.5, bgcolor: '#fff', border: '1px solid', borderColor: 'divider', fontWeight: 600 }}
      >
        {selected ? name : Msg.geoLocating}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="xs"
        fullWidth
        slotProps={{ paper: { sx: { borderRadius: 3 } } }}
      >
        <DialogTitle sx={{ fontWeight: 700 }}>{Msg.locationTitle}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {Msg.locationCurrent}：{name}
          </Typography>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
            role="listbox"
            aria-label={Msg.locationTitle}
          >
            {regions.map((r) => {
              const active = selected?.id === r.id || (r.name === NATIONWIDE && selected?.name === NATIONWIDE);
              return (
                <ButtonBase
                  key={r.id}
                  role="option"
                  aria-selected={active}
                  onClick={() => {
                    dispatch(appActions.setSelectedRegion(r));
                    if (userId != null) saveRegionChoice(userId, r);
                    setOpen(false);
                  }}
                  sx={{
                    py: 1,
                    borderRadius: 2,
                    fontSize: 14,
                    border: '1px solid',
                    borderColor: active ? 'primary.main' : 'divider',
                    color: active ? 'primary.main' : 'text.primary',
                    bgcolor: active ? 'rgba(47,107,255,0.06)' : '#fff',
                    gap: 0.5,
                  }}
                >
                  {active && <CheckRounded sx={{ fontSize: 16 }} />}
                  {r.name}
                </ButtonBase>
              );
            })}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}
