/** The desktop feature's public surface (see docs/desktop.md). */
export { DesktopLayer, type DesktopLayerProps } from './components/desktop-layer';
export { UpdateDialog } from './components/update-dialog';
export { useManualUpdateCheck, latestVersionMessage } from './use-manual-update-check';
export { clearAutoUpdateFlag, hasAutoUpdateChecked, markAutoUpdateChecked } from './update-flag';
export { shouldAutoCheck } from './auto-update';
