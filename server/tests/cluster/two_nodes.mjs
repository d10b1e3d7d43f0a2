// Two `academy serve` nodes on one Redis and one database (make test-cluster; run.sh starts
// them). Drives the real binaries over WebSockets:
//  1. two players on different nodes play a game to mate while two spectators watch, one on each
//     node: everyone hears the spectator count summed over the nodes, and either node's game page
//     shows it; chat and a declined draw offer cross the nodes too;
//  2. a game whose owner node is killed with SIGKILL after four moves: the other node takes it
//     over from the database, the player on the survivor hears the game again without a
//     reconnect, the node comes back (and does not take the game back), the other player
//     reconnects to it and both finish the game. No move is lost;
//  3. direct challenges between two accounts on different nodes: each sees the other online, a
//     challenge declined and one cancelled reach the other node, an accepted one starts a game
//     on the challenger's node that both finish; after Redis loses everything they are online
//     again within seconds; a player who left is no longer online.
import { createRequire } from 'node:module';
import { execFileSync, spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../web/package.json'));
const WebSocket = require('ws');

const env = process.env;
const nodes = [
  { port: Number(env.PORT1), name: 'node 1' },
  { port: Number(env.PORT2), name: 'node 2' },
];
const redisPort = env.REDIS_PORT;
const DEADLINE_MS = 20_000;

function log(...args) {
  console.log('[two-nodes]', ...args);
}

async function guestToken(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.ok(res.ok, `guest sign-in on ${port}: ${res.status}`);
  return (await res.json()).data.token;
}

// One socket: a queue of received frames and waits on them.
class Client {
  constructor(name, port, token) {
    this.name = name;
    this.token = token;
    this.connect(port);
  }
  connect(port) {
    this.port = port;
    this.frames = [];
    this.waiters = [];
    this.closed = false;
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    this.ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      this.frames.push(frame);
      for (const w of [...this.waiters]) w();
    });
    this.ws.on('close', () => {
      this.closed = true;
      for (const w of [...this.waiters]) w();
    });
    this.ws.on('error', () => {});
    return new Promise((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
  }
  send(event, data) {
    this.ws.send(JSON.stringify({ event, data }));
  }
  // The first frame (not yet taken) that `match` accepts; earlier frames stay for later waits.
  next(event, match = () => true, timeout = DEADLINE_MS) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const i = this.frames.findIndex((f) => f.event === event && match(f.data));
        if (i >= 0) {
          const [f] = this.frames.splice(i, 1);
          this.waiters = this.waiters.filter((w) => w !== check);
          clearTimeout(timer);
          resolve(f.data);
        }
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        const seen = this.frames.map((f) => f.event).join(', ');
        reject(new Error(`${this.name}: no ${event} within ${timeout} ms (unread: ${seen})`));
      }, timeout);
      this.waiters.push(check);
      check();
    });
  }
  // The first frame (not yet taken) of any of `events`, as { event, data }.
  nextAny(events, timeout = DEADLINE_MS) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const i = this.frames.findIndex((f) => events.includes(f.event));
        if (i >= 0) {
          const [f] = this.frames.splice(i, 1);
          this.waiters = this.waiters.filter((w) => w !== check);
          clearTimeout(timer);
          resolve(f);
        }
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`${this.name}: none of ${events.join(', ')} within ${timeout} ms`));
      }, timeout);
      this.waiters.push(check);
      check();
    });
  }
  async authenticate() {
    this.send('authenticate', { token: this.token });
    const a = await this.next('authenticated');
    this.user = a.user;
    return a;
  }
  close() {
    this.ws.close();
  }
}

async function register(node, username) {
  const res = await fetch(`http://127.0.0.1:${node.port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: 'a long enough password',
      username,
      displayName: username.toUpperCase(),
    }),
  });
  assert.equal(res.status, 201, `register ${username}: ${res.status}`);
  return (await res.json()).data.accessToken;
}

// An account's socket on `node`.
async function member(name, node, username) {
  const c = new Client(name, node.port, await register(node, username));
  await c.connect(node.port);
  await c.authenticate();
  return c;
}

async function player(name, node) {
  const c = new Client(name, node.port, await guestToken(node.port));
  await c.connect(node.port);
  await c.authenticate();
  return c;
}

// Both seek 5+0 (each on its node) and meet in one game: returns [white, black] and the id.
async function pair(a, b) {
  for (const c of [a, b]) c.send('join_matchmaking', { timeControl: { initial: 300, increment: 0 } });
  const [sa, sb] = await Promise.all([a.next('game_started'), b.next('game_started')]);
  assert.equal(sa.gameId, sb.gameId, 'both players are in one game');
  assert.notEqual(sa.playerColor, sb.playerColor);
  return { id: sa.gameId, white: sa.playerColor === 'white' ? a : b, black: sa.playerColor === 'white' ? b : a };
}

// `mover` plays `uci`; every watcher hears move_made for that ply.
async function play(game, mover, uci, ply, watchers) {
  mover.send('make_move', { gameId: game.id, move: uci });
  const heard = await Promise.all(
    watchers.map((w) => w.next('move_made', (d) => d.gameId === game.id && d.ply === ply)),
  );
  for (const h of heard) assert.equal(h.uci ?? h.move?.uci ?? uci, uci);
  return heard[0];
}

// Polls `check` until it holds (a few seconds at most).
async function eventually(check, what, within = 5_000) {
  const until = Date.now() + within;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`never: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function owner(gameId) {
  const out = execFileSync('redis-cli', ['-p', redisPort, 'GET', `academy:lease:${gameId}`])
    .toString()
    .trim();
  return out;
}

// How many PUBLISH commands Redis has run.
function publishes() {
  const stats = execFileSync('redis-cli', ['-p', redisPort, 'INFO', 'commandstats']).toString();
  const m = /cmdstat_publish:calls=(\d+)/.exec(stats);
  return m ? Number(m[1]) : 0;
}

async function fetchGame(port, id) {
  const res = await fetch(`http://127.0.0.1:${port}/api/games/${id}`);
  assert.equal(res.status, 200);
  return (await res.json()).data;
}

async function gameToMate() {
  log('game 1: players on different nodes, a spectator on each node');
  const a = await player('A (node 1)', nodes[0]);
  const b = await player('B (node 2)', nodes[1]);
  const game = await pair(a, b);
  log(`game ${game.id} owned by node ${owner(game.id)}`);
  const spectator = await player('spectator (node 2)', nodes[1]);
  spectator.send('join_game_as_spectator', { gameId: game.id });
  const watched = await spectator.next('game_joined', (d) => d.gameId === game.id);
  assert.equal(watched.playerColor, 'spectator');
  // The spectator count reaches the players, whichever node they are on.
  for (const p of [game.white, game.black])
    await p.next('spectator_count', (d) => d.gameId === game.id && d.count === 1);
  // A second spectator on the other node: the count is the sum over both nodes, for everyone.
  const second = await player('spectator (node 1)', nodes[0]);
  second.send('join_game_as_spectator', { gameId: game.id });
  const watched2 = await second.next('game_joined', (d) => d.gameId === game.id);
  assert.equal(watched2.gameState.spectators, 2);
  for (const p of [game.white, game.black, spectator, second])
    await p.next('spectator_count', (d) => d.gameId === game.id && d.count === 2);
  // Either node's game page shows both: the owner counts its room, the other reads the count
  // the owner recorded (queued: give it a moment).
  for (const node of nodes) await eventually(async () => (await fetchGame(node.port, game.id)).spectators === 2, `${node.name} shows 2 spectators`);
  second.send('leave_game_as_spectator', { gameId: game.id });
  await second.next('spectator_left', (d) => d.gameId === game.id);
  for (const p of [game.white, game.black, spectator])
    await p.next('spectator_count', (d) => d.gameId === game.id && d.count === 1);
  for (const node of nodes) await eventually(async () => (await fetchGame(node.port, game.id)).spectators === 1, `${node.name} shows 1 spectator`);
  second.close();
  const everyone = [game.white, game.black, spectator];

  // A crowd on the node without the room: each event reaches that node as one message naming
  // all its sockets, not one message per socket.
  const ownerNode = owner(game.id);
  const away = nodes[ownerNode === (env.NODE1_ID ?? '1') ? 1 : 0];
  const crowd = [];
  for (let i = 0; i < 8; i++) {
    const c = await player(`crowd ${i + 1} (${away.name})`, away);
    c.send('join_game_as_spectator', { gameId: game.id });
    await c.next('game_joined', (d) => d.gameId === game.id);
    crowd.push(c);
  }
  for (const p of [...everyone, ...crowd])
    await p.next('spectator_count', (d) => d.gameId === game.id && d.count === 9);

  // Chat and a declined draw offer travel to the owner and back.
  game.black.send('send_chat_message', { gameId: game.id, message: 'good luck' });
  for (const p of [game.white, game.black]) {
    const line = await p.next('chat_message', (d) => d.gameId === game.id);
    assert.equal(line.message.message, 'good luck');
  }
  const published = publishes();
  await play(game, game.white, 'f2f3', 1, [...everyone, ...crowd]);
  // The move and its clocks for 9 or 10 sockets on the other node: a message per socket would
  // be at least 9; gathered it is one per event (and the move's way to the owner).
  const publishedForMove = publishes() - published;
  assert.ok(publishedForMove < 8, `a move reached 10 sockets on ${away.name} in ${publishedForMove} publishes`);
  log(`game 1: a move for ${crowd.length + 1}+ sockets on ${away.name}: ${publishedForMove} publishes`);
  for (const c of crowd) c.close();
  game.white.send('offer_draw', { gameId: game.id });
  await game.black.next('draw_offered', (d) => d.gameId === game.id);
  game.black.send('decline_draw', { gameId: game.id });
  await game.white.next('draw_declined', (d) => d.gameId === game.id);
  await play(game, game.black, 'e7e5', 2, everyone);
  await play(game, game.white, 'g2g4', 3, everyone);
  await play(game, game.black, 'd8h4', 4, everyone);
  for (const p of everyone) {
    const end = await p.next('game_ended', (d) => d.gameId === game.id);
    assert.equal(end.reason, 'checkmate', `${p.name} hears the mate`);
  }
  const stored = await fetchGame(nodes[0].port, game.id);
  assert.equal(stored.moves.length, 4);
  assert.equal(stored.status, 'ended');
  for (const c of everyone) c.close();
  log('game 1: spectators counted over both nodes; mate seen by both players and the spectator; chat and draw offer crossed the nodes');
}

async function gameSurvivesNodeDeath() {
  log('game 2: the owner node is killed with SIGKILL after four moves');
  const a = await player('C (node 1)', nodes[0]);
  const b = await player('D (node 2)', nodes[1]);
  const game = await pair(a, b);
  const holder = owner(game.id);
  const deadIndex = holder === env.NODE1_ID ? 0 : 1;
  const dead = nodes[deadIndex];
  const survivor = nodes[1 - deadIndex];
  log(`game ${game.id} owned by ${dead.name}`);
  const everyone = [game.white, game.black];
  await play(game, game.white, 'e2e4', 1, everyone);
  await play(game, game.black, 'e7e5', 2, everyone);
  await play(game, game.white, 'f1c4', 3, everyone);
  await play(game, game.black, 'b8c6', 4, everyone);

  const onDead = deadIndex === 0 ? a : b;
  const onSurvivor = deadIndex === 0 ? b : a;
  process.kill(Number(deadIndex === 0 ? env.PID1 : env.PID2), 'SIGKILL');
  log(`${dead.name} killed`);
  // The survivor takes the game over and its player hears the whole game again.
  const rejoined = await onSurvivor.next('game_rejoined', (d) => d.gameId === game.id);
  assert.equal(rejoined.gameState.moves.length, 4, 'no move lost');
  assert.equal(owner(game.id), deadIndex === 0 ? env.NODE2_ID : env.NODE1_ID);
  log(`${survivor.name} took the game over with its 4 moves`);

  // The dead node comes back under a new name and leaves the game where it is.
  const restarted = spawn(env.RESTART_CMD, [String(deadIndex + 1)], { stdio: 'inherit' });
  await new Promise((resolve, reject) => restarted.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart exited ${code}`)))));
  // The player who was on the dead node reconnects to it with the same token.
  await onDead.connect(dead.port);
  const auth = await onDead.authenticate();
  assert.equal(auth.activeGameId, game.id, 'the player is told their game');
  onDead.send('reconnect_to_game', { gameId: game.id });
  const back = await onDead.next('game_rejoined', (d) => d.gameId === game.id);
  assert.equal(back.gameState.moves.length, 4);
  assert.equal(back.gameState.status, 'active');

  await play(game, game.white, 'd1h5', 5, everyone);
  await play(game, game.black, 'g8f6', 6, everyone);
  await play(game, game.white, 'h5f7', 7, everyone);
  for (const p of everyone) {
    const end = await p.next('game_ended', (d) => d.gameId === game.id);
    assert.equal(end.reason, 'checkmate');
  }
  assert.equal(owner(game.id), '', 'the lease is gone with the game');
  const stored = await fetchGame(survivor.port, game.id);
  assert.deepEqual(
    stored.moves.map((m) => m.uci),
    ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7'],
  );
  for (const c of everyone) c.close();
  log('game 2: taken over, finished to mate on both nodes, all 7 moves stored');
}

async function challengesAcrossNodes() {
  log('game 3: a direct challenge between accounts on different nodes');
  const tag = Date.now().toString(36);
  const annName = `ann_${tag}`;
  const bobName = `bob_${tag}`;
  const ann = await member('ann (node 1)', nodes[0], annName);
  const bob = await member('bob (node 2)', nodes[1], bobName);
  const blitz = { initial: 180, increment: 2 };

  // Nobody of that name is online anywhere.
  ann.send('challenge_player', { username: `nobody_${tag}`, timeControl: blitz });
  const nobody = await ann.next('error', (d) => d.event === 'challenge_player');
  assert.equal(nobody.message, `nobody_${tag} is not online`);

  // Bob, on the other node, is online for Ann: her challenge reaches him; he declines.
  ann.send('challenge_player', { username: bobName.toUpperCase(), timeControl: blitz });
  const sent = await ann.next('challenge_sent');
  assert.equal(sent.to.username, bobName);
  const received = await bob.next('challenge_received');
  assert.equal(received.challengeId, sent.challengeId);
  assert.equal(received.from.username, annName);
  assert.equal(received.timeControl.name, '3+2');
  bob.send('decline_challenge', { challengeId: received.challengeId });
  for (const c of [ann, bob]) {
    const closed = await c.next('challenge_closed', (d) => d.challengeId === sent.challengeId);
    assert.equal(closed.reason, 'declined', `${c.name} hears the decline`);
  }
  // Ann cancels her next one: Bob hears it on his node. Only she may cancel it.
  ann.send('challenge_player', { username: bobName, timeControl: blitz });
  const second = await ann.next('challenge_sent');
  await bob.next('challenge_received', (d) => d.challengeId === second.challengeId);
  bob.send('cancel_challenge', { challengeId: second.challengeId });
  const refused = await bob.next('error', (d) => d.event === 'cancel_challenge');
  assert.equal(refused.message, 'This challenge is no longer open');
  ann.send('cancel_challenge', { challengeId: second.challengeId });
  for (const c of [ann, bob]) {
    const closed = await c.next('challenge_closed', (d) => d.challengeId === second.challengeId);
    assert.equal(closed.reason, 'cancelled');
  }

  // Bob challenges Ann back from node 2 and she accepts on node 1: a game on Bob's node.
  bob.send('challenge_player', { username: annName, timeControl: blitz });
  const third = await bob.next('challenge_sent');
  const toAnn = await ann.next('challenge_received', (d) => d.challengeId === third.challengeId);
  assert.equal(toAnn.from.username, bobName);
  ann.send('accept_challenge', { challengeId: third.challengeId });
  const [sa, sb] = await Promise.all([ann.next('game_started'), bob.next('game_started')]);
  assert.equal(sa.gameId, sb.gameId, 'both players are in one game');
  assert.notEqual(sa.playerColor, sb.playerColor);
  assert.equal(sa.gameState.timeControl.name, '3+2');
  assert.equal(owner(sa.gameId), env.NODE2_ID, "the game lives on the challenger's node");
  const game = { id: sa.gameId, white: sa.playerColor === 'white' ? ann : bob, black: sa.playerColor === 'white' ? bob : ann };
  // Playing now: a new challenge to either of them is refused, from either node.
  bob.send('challenge_player', { username: annName, timeControl: blitz });
  const busy = await bob.next('error', (d) => d.event === 'challenge_player');
  assert.equal(busy.message, 'You are already playing a game');
  const everyone = [game.white, game.black];
  await play(game, game.white, 'f2f3', 1, everyone);
  await play(game, game.black, 'e7e5', 2, everyone);
  await play(game, game.white, 'g2g4', 3, everyone);
  await play(game, game.black, 'd8h4', 4, everyone);
  for (const p of everyone) {
    const end = await p.next('game_ended', (d) => d.gameId === game.id);
    assert.equal(end.reason, 'checkmate');
  }
  const stored = await fetchGame(nodes[0].port, game.id);
  assert.deepEqual(stored.moves.map((m) => m.uci), ['f2f3', 'e7e5', 'g2g4', 'd8h4']);

  // Redis restarted empty (flushed here): each node writes who is online again within seconds.
  execFileSync('redis-cli', ['-p', redisPort, 'FLUSHALL']);
  let again;
  await eventually(async () => {
    ann.send('challenge_player', { username: bobName, timeControl: blitz });
    const answer = await ann.nextAny(['error', 'challenge_sent']);
    again = answer.data;
    return answer.event === 'challenge_sent';
  }, 'bob is online again after Redis lost everything', 10_000);
  await bob.next('challenge_received', (d) => d.challengeId === again.challengeId);
  ann.send('cancel_challenge', { challengeId: again.challengeId });
  await bob.next('challenge_closed', (d) => d.challengeId === again.challengeId);

  // Bob leaves: within moments Ann's node no longer sees him online.
  bob.close();
  await eventually(async () => {
    ann.send('challenge_player', { username: bobName, timeControl: blitz });
    const answer = await ann.nextAny(['error', 'challenge_sent']);
    return answer.event === 'error' && answer.data.message === `${bobName} is not online`;
  }, 'bob is offline for node 1');
  ann.close();
  log('game 3: challenges crossed the nodes both ways, the accepted one was played to mate');
}

try {
  await gameToMate();
  await challengesAcrossNodes();
  await gameSurvivesNodeDeath();
  log('passed');
  process.exit(0);
} catch (e) {
  console.error('[two-nodes] FAILED:', e);
  process.exit(1);
}
