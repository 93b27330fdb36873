// The dev outbox: every e-mail and SMS the site sent, newest first; and
// moving an address's codes back in time, as if the wait before another code
// had passed (the browser model tests' resend, without waiting a minute);
// and moving a person's self-exclusion back in time, as if its end (and the
// day after an ask to return) had passed (the browser tests of the return
// from a self-exclusion: the server's clock is everyone's, a person's rows
// are theirs alone).
// Throwaway games a test can withdraw while they are on screen (server/dev/devGames.ts).
// Mounted only in demo mode, and answered only to this machine
// (server/http/thisMachine.ts): never through a proxy or a tunnel.
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { thisMachineOnly } from '../http/thisMachine';
import { json } from '../http/validate';
import type { AppEnv } from '../context';
import { LAUNCH_SYSTEMS } from '../casino/catalogue';
import { addDevGame, withdrawDevGame } from '../dev/devGames';
import { escapeHtml, page } from '../pages/html';
import { listOutbox } from '../services/outbox';
import { usernameKey } from '../services/usernameKey';

const CodesAgeRequest = z.object({
  to: z.string().check(z.minLength(1), z.maxLength(200)),
  seconds: z.number().check(z.positive(), z.maximum(366 * 24 * 3600)),
});
const DevGameRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  code: z.optional(z.string().check(z.startsWith('dev-'), z.maxLength(60))),
  system: z.optional(z.enum(LAUNCH_SYSTEMS)),
});
const WithdrawRequest = z.object({ code: z.string().check(z.maxLength(60)) });
const ExclusionAgeRequest = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(100)),
  seconds: z.number().check(z.positive(), z.maximum(10 * 366 * 24 * 3600)),
});

export const devRoutes = () =>
  new Hono<AppEnv>()
    .use('*', thisMachineOnly)
    .post('/codes/age', json(CodesAgeRequest), async (c) => {
      const { to, seconds } = c.req.valid('json');
      await c
        .get('deps')
        .db.query(
          'UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2) WHERE target = $1',
          [to, seconds],
        );
      return c.json({ success: true });
    })
    .post('/exclusion/age', json(ExclusionAgeRequest), async (c) => {
      const { username, seconds } = c.req.valid('json');
      const moved = await c.get('deps').db.query(
        `UPDATE persons SET excluded_until = excluded_until - make_interval(secs => $2), return_requested_at = return_requested_at - make_interval(secs => $2)
          WHERE id = (SELECT person_id FROM users WHERE username_key = $1) RETURNING id`,
        [usernameKey(username), seconds],
      );
      return c.json({ success: moved.length > 0 }, moved.length > 0 ? 200 : 404);
    })
    .post('/games', json(DevGameRequest), async (c) => {
      const { name, code, system } = c.req.valid('json');
      return c.json({ success: true, data: await addDevGame(c.get('deps').db, name, code, system) });
    })
    .post('/games/withdraw', json(WithdrawRequest), async (c) => {
      const withdrawn = await withdrawDevGame(c.get('deps').db, c.req.valid('json').code);
      return c.json({ success: withdrawn }, withdrawn ? 200 : 404);
    })
    .get('/outbox.json', async (c) => c.json(await listOutbox(c.get('deps').db, c.req.query('to') || undefined)))
    .get('/outbox', async (c) => {
      const to = c.req.query('to') || undefined;
      const messages = await listOutbox(c.get('deps').db, to);
      const rows = messages
        .map(
          (m) => `<tr><td>${escapeHtml(m.createdAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.channel)}</td>
            <td>${escapeHtml(m.to)}</td><td><strong>${escapeHtml(m.subject)}</strong><br>${escapeHtml(m.body)}</td>
            <td>${m.code ? `<code>${escapeHtml(m.code)}</code>` : ''}</td></tr>`,
        )
        .join('');
      return c.html(
        page(
          'Dev outbox',
          `<h1>Dev outbox</h1>
           <p>E-mails and SMS the site sent${to ? ` to <strong>${escapeHtml(to)}</strong>` : ''}, newest first.
           JSON: <a href="/dev/outbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}">/dev/outbox.json</a></p>
           <form method="get"><label>To <input name="to" value="${escapeHtml(to ?? '')}"></label> <button class="secondary">Filter</button></form>
           <table><thead><tr><th>Time (UTC)</th><th>Channel</th><th>To</th><th>Message</th><th>Code</th></tr></thead>
           <tbody>${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}</tbody></table>`,
          'en',
        ),
      );
    });
