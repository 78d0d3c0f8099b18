// Shared setup for renderer unit tests (jsdom).
export {};
