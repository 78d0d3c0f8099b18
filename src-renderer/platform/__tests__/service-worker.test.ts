import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../service-worker';

const register = vi.fn(async () => ({}));

function withWorkers() {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
}

describe('registering the service worker', () => {
  afterEach(() => {
    register.mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'desktop');
  });

  it('registers the web build’s worker once the page has loaded', () => {
    withWorkers();
    registerServiceWorker();
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('./sw.js');
  });

  it('leaves the desktop app alone: it reads its shell from disk', () => {
    withWorkers();
    Object.defineProperty(window, 'desktop', { configurable: true, value: {} });
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing in development or without service workers', () => {
    withWorkers();
    registerServiceWorker(true);
    window.dispatchEvent(new Event('load'));
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
