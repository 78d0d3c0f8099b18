// Shared setup for renderer unit tests (jsdom).
import { setBusySleep } from './platform/busy-retry';

// A busy answer is sent again after a pause (platform/busy-retry.ts): tests wait no real seconds for it.
setBusySleep(() => Promise.resolve());
