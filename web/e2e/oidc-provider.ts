// A small OpenID Connect provider for the end-to-end tests, speaking the real protocol on
// loopback: /authorize redirects straight back with code + state (the user "consents"), /token
// checks client credentials, redirect_uri and the PKCE S256 verifier, /userinfo answers for the
// access token it issued.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcProvider {
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** The identity the next sign-ins receive. */
  setUser: (user: OidcUser) => void;
  stop: () => Promise<void>;
}

export const OIDC_CLIENT_ID = 'academy-e2e';
export const OIDC_CLIENT_SECRET = 'academy-e2e-secret';
export const DEFAULT_OIDC_USER: OidcUser = {
  sub: 'e2e-user-1',
  email: 'oidc.player@example.com',
  email_verified: true,
  name: 'Oidc Player',
};

function base64url(buffer: Buffer): string {
  return buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startOidcProvider(): Promise<OidcProvider> {
  let user = DEFAULT_OIDC_USER;
  const grants = new Map<string, { challenge: string; redirectUri: string; user: OidcUser }>();
  const accessTokens = new Map<string, OidcUser>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (req.method === 'GET' && url.pathname === '/authorize') {
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        if (
          q.get('client_id') !== OIDC_CLIENT_ID ||
          q.get('response_type') !== 'code' ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        ) {
          back.searchParams.set('error', 'invalid_request');
        } else {
          const code = base64url(randomBytes(16));
          grants.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri, user });
          back.searchParams.set('code', code);
          back.searchParams.set('state', q.get('state') ?? '');
        }
        res.writeHead(302, { Location: back.toString() });
        res.end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(await readBody(req));
        const grant = grants.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          grant !== undefined &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === OIDC_CLIENT_ID &&
          form.get('client_secret') === OIDC_CLIENT_SECRET &&
          form.get('redirect_uri') === grant.redirectUri &&
          base64url(createHash('sha256').update(verifier).digest()) === grant.challenge;
        if (!ok || !grant) {
          json(res, 400, { error: 'invalid_grant' });
          return;
        }
        grants.delete(form.get('code') ?? '');
        const token = base64url(randomBytes(16));
        accessTokens.set(token, grant.user);
        json(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        const who = accessTokens.get(token);
        if (!who) json(res, 401, { error: 'invalid_token' });
        else json(res, 200, who);
        return;
      }
      json(res, 404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: base,
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    userinfoUrl: `${base}/userinfo`,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    setUser: (next) => {
      user = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
