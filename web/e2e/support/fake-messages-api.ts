// A fake of the AI provider's Messages API (Anthropic's POST /v1/messages) on loopback, for the
// end-to-end tests of the coach: the server is started with --ai-url pointing here. It checks
// what the real API checks (x-api-key, anthropic-version, and a body with model, max_tokens,
// temperature, system and one user message) and answers in the real shapes: a message with one
// text block, 401 authentication_error for any key but FAKE_AI_KEY, 400 invalid_request_error
// for a malformed request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The one key this provider accepts. */
export const FAKE_AI_KEY = 'sk-ant-e2e-fake-provider-key-0123456789';
/** Every answer starts with this, so a test can tell the provider's words from the coach's own. */
export const FAKE_AI_VOICE = 'Fake Claude says:';

export interface FakeMessagesApi {
  url: string;
  /** Requests received (each with its parsed body). */
  requests: () => { headers: IncomingMessage['headers']; body: unknown }[];
  stop: () => Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });
}

function error(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ type: 'error', error: { type, message } }));
}

interface MessagesBody {
  model: string;
  max_tokens: number;
  temperature: number;
  system: string;
  messages: { role: string; content: string }[];
}

function isMessagesBody(b: unknown): b is MessagesBody {
  if (typeof b !== 'object' || b === null) return false;
  const o = b as Record<string, unknown>;
  const messages = o.messages as { role?: unknown; content?: unknown }[] | undefined;
  return (
    typeof o.model === 'string' &&
    Number.isInteger(o.max_tokens) &&
    (o.max_tokens as number) > 0 &&
    typeof o.temperature === 'number' &&
    typeof o.system === 'string' &&
    Array.isArray(messages) &&
    messages.length === 1 &&
    messages[0]?.role === 'user' &&
    typeof messages[0]?.content === 'string'
  );
}

export async function startFakeMessagesApi(): Promise<FakeMessagesApi> {
  const seen: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/v1/messages') {
        error(res, 404, 'not_found_error', 'Not found');
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      seen.push({ headers: req.headers, body });
      if (req.headers['x-api-key'] !== FAKE_AI_KEY) {
        error(res, 401, 'authentication_error', 'invalid x-api-key');
        return;
      }
      if (req.headers['anthropic-version'] !== '2023-06-01') {
        error(res, 400, 'invalid_request_error', 'anthropic-version: header is required');
        return;
      }
      if (!isMessagesBody(body)) {
        error(res, 400, 'invalid_request_error', 'messages: malformed request');
        return;
      }
      const content = body.messages[0]!.content;
      const facts = /Facts from the engine and the rules: (.*)/.exec(content)?.[1] ?? 'no facts';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `msg_fake_${seen.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [{ type: 'text', text: `${FAKE_AI_VOICE} ${facts}` }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: Math.ceil(content.length / 4), output_tokens: 30 },
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => seen,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
