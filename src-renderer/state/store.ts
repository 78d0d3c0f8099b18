import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { CHANNELS } from '../platform/channel';
import { local } from '../platform/storage';
import { appActions, appSlice } from './app-slice';
import { attachSession } from './session-handle';
import { sessionActions, sessionSlice } from './session-slice';

export const store = configureStore({ reducer: { app: appSlice.reducer, session: sessionSlice.reducer } });

// The channel was resolved and stored at start-up, before this module loaded.
const channel = CHANNELS.find((c) => c === local.get('channel'));
if (channel) store.dispatch(appActions.setChannel(channel));
attachSession({
  generated: () => store.getState().session.generated,
  roles: () => store.getState().session.roles,
  reset: () => void store.dispatch(sessionActions.reset()),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
