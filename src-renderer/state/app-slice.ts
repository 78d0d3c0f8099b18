import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from '@shared/desktop-api';

export interface Region {
  id: number | string;
  name: string;
}

/** App state of spec section 3 (server data lives in react-query). */
/**
 * App-wide dialogs one feature opens and another owns (for example the navigation bar's exchange button opens the
 * redeem-textbook dialog). Features dispatch `openDialog`; the owning feature's host renders it.
 */
export type DialogKey = 'redeemBook' | 'redeemCourse' | 'bindSchool' | 'guide' | 'addClass' | 'addCourse';

export interface AppState {
  dialog: DialogKey | null;
  sidebarOpened: boolean;
  device: 'desktop' | 'mobile';
  activeCatalogueId: number | null;
  locationName: string;
  selectedRegion: Region | null;
  supportedRegions: Region[];
  channel: Channel;
}

const initialState: AppState = {
  dialog: null,
  sidebarOpened: true,
  device: 'desktop',
  activeCatalogueId: null,
  locationName: '全国',
  selectedRegion: null,
  supportedRegions: [],
  channel: 'cuiya',
};

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    toggleSidebar: (s) => void (s.sidebarOpened = !s.sidebarOpened),
    setSidebar: (s, a: PayloadAction<boolean>) => void (s.sidebarOpened = a.payload),
    setDevice: (s, a: PayloadAction<AppState['device']>) => void (s.device = a.payload),
    setActiveCatalogue: (s, a: PayloadAction<number | null>) => void (s.activeCatalogueId = a.payload),
    setLocationName: (s, a: PayloadAction<string>) => void (s.locationName = a.payload),
    setSelectedRegion: (s, a: PayloadAction<Region | null>) => {
      s.selectedRegion = a.payload;
      if (a.payload) s.locationName = a.payload.name;
    },
    setSupportedRegions: (s, a: PayloadAction<Region[]>) => void (s.supportedRegions = a.payload),
    setChannel: (s, a: PayloadAction<Channel>) => void (s.channel = a.payload),
    openDialog: (s, a: PayloadAction<DialogKey>) => void (s.dialog = a.payload),
    closeDialog: (s) => void (s.dialog = null),
  },
});

export const appActions = appSlice.actions;
