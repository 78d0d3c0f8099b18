import { readFile } from 'node:fs/promises';
import { net, protocol } from 'electron';
import { resolveAppRequest } from '../services/app-request';
import { APP_HOST, APP_SCHEME, CONTENT_SECURITY_POLICY } from '../services/security';

/** Must run before `app` is ready: the app scheme behaves like https (standard, secure, fetch, storage). */
export function registerAppScheme() {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
  ]);
}

/** Serves out/renderer on app://classpro/ with the CSP header, and passes API paths to the API host. */
export function handleAppScheme(opts: { rendererDir: string; apiBase: string }) {
  protocol.handle(APP_SCHEME, async (request) => {
    const target = resolveAppRequest(request.url, { host: APP_HOST, ...opts });
    if (target.kind === 'proxy') {
      const hasBody = !['GET', 'HEAD'].includes(request.method);
      return net.fetch(target.target, {
        method: request.method,
        headers: request.headers,
        body: hasBody ? request.body : null,
        ...(hasBody ? { duplex: 'half' } : {}),
        bypassCustomProtocolHandlers: true,
      } as RequestInit);
    }
    if (target.kind === 'file') {
      const data = await readFile(target.path).catch(() => null);
      if (data) {
        const headers: Record<string, string> = {
          'content-type': target.mime,
          'x-content-type-options': 'nosniff',
        };
        if (target.html) headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
        return new Response(new Uint8Array(data), { status: 200, headers });
      }
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  });
}
