/** The desktop feature's public surface (see README, "Desktop app"). */
export { DesktopLayer, type DesktopLayerProps } from './components/desktop-layer';
export { UpdateDialog } from './components/update-dialog';
export { useManualUpdateCheck, latestVersionMessage } from './use-manual-update-check';
export { clearAutoUpdateFlag, hasAutoUpdateChecked, markAutoUpdateChecked } from './update-flag';
export { shouldAutoCheck } from './auto-update';
