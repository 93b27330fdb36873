// The dev outbox: every e-mail and SMS the site sent, newest first; and
// moving an address's codes back in time, as if the wait before another code
// had passed (the browser model tests' resend, without waiting a minute).
// Throwaway games a test can withdraw while they are on screen (server/dev/devGames.ts).
// Mounted only when NODE_ENV is not production.
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { LAUNCH_SYSTEMS } from '../casino/catalogue';
import { addDevGame, withdrawDevGame } from '../dev/devGames';
import { escapeHtml, page } from '../pages/html';
import { listOutbox } from '../services/outbox';

export const devRoutes = () =>
  new Hono<AppEnv>()
    .post('/codes/age', async (c) => {
      const { to, seconds } = (await c.req.json()) as { to?: unknown; seconds?: unknown };
      if (typeof to !== 'string' || typeof seconds !== 'number' || !(seconds > 0)) return c.json({ success: false }, 400);
      await c.get('deps').db.query(
        'UPDATE verification_codes SET created_at = created_at - make_interval(secs => $2), expires_at = expires_at - make_interval(secs => $2) WHERE target = $1',
        [to, seconds],
      );
      return c.json({ success: true });
    })
    .post('/games', async (c) => {
      const { name, code, system } = (await c.req.json()) as { name?: unknown; code?: unknown; system?: unknown };
      const badCode = code !== undefined && (typeof code !== 'string' || !code.startsWith('dev-'));
      const badSystem = system !== undefined && !(LAUNCH_SYSTEMS as readonly unknown[]).includes(system);
      if (typeof name !== 'string' || !name.trim() || badCode || badSystem) return c.json({ success: false }, 400);
      return c.json({ success: true, data: await addDevGame(c.get('deps').db, name.trim(), code as string | undefined, system as string | undefined) });
    })
    .post('/games/withdraw', async (c) => {
      const { code } = (await c.req.json()) as { code?: unknown };
      const withdrawn = typeof code === 'string' && (await withdrawDevGame(c.get('deps').db, code));
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
