// The demo payment page a deposit of type Iframe sends the player to (in a
// new tab). Confirming credits the deposit; cancelling cancels it.
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { Refusal } from '../http/respond';
import { formatMinor, message } from '../messages';
import { escapeHtml, page } from '../pages/html';
import { cancelPayment, confirmPayment, findPendingPayment } from '../services/payments';

const text = {
  tr: {
    title: 'Demo ödeme sayfası',
    pay: 'Ödemeyi onayla',
    cancel: 'İptal et',
    done: 'Ödeme tamamlandı',
    doneNote: 'Tutar hesabınıza eklendi. Bu sekmeyi kapatıp siteye dönebilirsiniz.',
    cancelled: 'Ödeme iptal edildi',
    cancelledNote: 'Hesabınızdan para çekilmedi. Bu sekmeyi kapatabilirsiniz.',
    player: 'Oyuncu',
    method: 'Yöntem',
    demo: 'Bu bir demo ödeme sayfasıdır; gerçek para çekilmez.',
  },
  en: {
    title: 'Demo payment page',
    pay: 'Confirm payment',
    cancel: 'Cancel',
    done: 'Payment complete',
    doneNote: 'The amount was added to your account. You can close this tab and return to the site.',
    cancelled: 'Payment cancelled',
    cancelledNote: 'Nothing was charged. You can close this tab.',
    player: 'Player',
    method: 'Method',
    demo: 'This is a demo payment page; no real money moves.',
  },
};

/** A refusal becomes the page's message; anything else (the database down) goes to the app's error handler. */
function refusalOf(error: unknown): Refusal {
  if (error instanceof Refusal) return error;
  throw error;
}

function refusedPage(c: Context<AppEnv>, refusal: Refusal) {
  const locale = c.get('locale');
  const t = text[locale];
  const body = `<h1>${escapeHtml(t.title)}</h1><div class="card" data-state="demoPay.refused"><p>${escapeHtml(message(locale, refusal.key, refusal.params))}</p></div>`;
  return c.html(page(t.title, body, locale), refusal.key === 'paymentNotFound' ? 404 : 410);
}

export const demoPayRoutes = () =>
  new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const t = text[c.get('locale')];
      const pending = await findPendingPayment(c.get('deps').db, c.req.param('token')).catch((error: unknown) => refusalOf(error));
      if (pending instanceof Refusal) return refusedPage(c, pending);
      const token = encodeURIComponent(c.req.param('token'));
      return c.html(
        page(
          t.title,
          `<h1>${escapeHtml(t.title)}</h1>
           <div class="card" data-state="demoPay.pending">
             <p class="amount">${escapeHtml(formatMinor(pending.amountMinor))}</p>
             <p>${escapeHtml(t.player)}: <strong>${escapeHtml(pending.username)}</strong><br>${escapeHtml(t.method)}: ${escapeHtml(pending.method)}</p>
             <p>${escapeHtml(t.demo)}</p>
             <div class="actions">
               <form method="post" action="/demo/pay/${token}/confirm"><button class="primary" type="submit">${escapeHtml(t.pay)}</button></form>
               <form method="post" action="/demo/pay/${token}/cancel"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></form>
             </div>
           </div>`,
          c.get('locale'),
        ),
      );
    })
    .post('/:token/confirm', async (c) => {
      const t = text[c.get('locale')];
      const payment = await confirmPayment(c.get('deps'), c.req.param('token'), c.get('locale')).catch((error: unknown) =>
        refusalOf(error),
      );
      if (payment instanceof Refusal) return refusedPage(c, payment);
      return c.html(
        page(
          t.done,
          `<h1>${escapeHtml(t.done)}</h1><div class="card" data-state="demoPay.confirmed"><p class="amount">${escapeHtml(formatMinor(payment.amountMinor))}</p><p>${escapeHtml(t.doneNote)}</p></div>`,
          c.get('locale'),
        ),
      );
    })
    .post('/:token/cancel', async (c) => {
      const t = text[c.get('locale')];
      await cancelPayment(c.get('deps'), c.req.param('token'));
      return c.html(
        page(
          t.cancelled,
          `<h1>${escapeHtml(t.cancelled)}</h1><div class="card" data-state="demoPay.cancelled"><p>${escapeHtml(t.cancelledNote)}</p></div>`,
          c.get('locale'),
        ),
      );
    });
