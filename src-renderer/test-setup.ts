// Shared setup for renderer unit tests (jsdom).
import { setBusySleep } from './platform/http';

// A busy answer is sent again after a pause (platform/http.ts): tests wait no real seconds for it.
setBusySleep(() => Promise.resolve());
