import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '@shared/schema';
import { startJobWorkers } from '../../jobs/job-queue';
import { createMailer } from '../../mail/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { DIGEST_MAX_ITEMS } from './notification-email';
import { sendEmailDigests, sendInstantEmails, type NotificationMail } from './notifications.email';
import { notificationJobHandlers } from './notifications.jobs';
import { notifyRiders, oneRider } from './notifications.repo';
import { unsubscribeToken } from './unsubscribe-token';

const BASE_URL = 'https://cloverleaf.test';
let t: TestApp;
let smtp: TestSmtpServer;
let mail: NotificationMail;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_URL: BASE_URL });
  mail = { mailer: createMailer({ smtpUrl: smtp.url, mailFrom: 'Cloverleaf <alerts@cloverleaf.test>' })!, baseUrl: BASE_URL, secret: t.config.sessionSecret };
});
afterAll(async () => {
  mail.mailer.close();
  await t.close();
  await smtp.close();
});
// Every test starts with nothing waiting, so what one sends is its own.
beforeEach(async () => {
  await t.db.update(notifications).set({ emailedAt: new Date() }).where(sql`${notifications.emailedAt} is null`);
  smtp.messages.length = 0;
});

async function riderChoosing(choices: Record<string, string>) {
  const agent = t.agent();
  const user = await signIn(agent, t.db);
  const preferences = Object.entries(choices).map(([kind, channel]) => ({ kind, channel }));
  const saved = await agent.put('/api/notification-preferences').send({ preferences });
  expect(saved.status).toBe(200);
  return { agent, user };
}

const notify = (userId: string, causeKey: string, title: string, kind: 'event_comment' | 'new_photos' | 'ground_report' = 'event_comment') =>
  notifyRiders(t.db, oneRider(userId), { kind, causeKey, actorId: null, title, body: `Body of ${title}`, linkPath: `/event/${causeKey}` });

const mailsTo = (address: string) => smtp.messages.filter((message) => message.to && 'text' in message.to && message.to.text === address);

describe('email settings with a mail server', () => {
  it('offers and saves the email choices', async () => {
    const { agent } = await riderChoosing({ new_follower: 'email_instant', ground_report: 'email_digest' });
    const settings = await agent.get('/api/notification-preferences');
    expect(settings.body.emailAvailable).toBe(true);
    expect(settings.body.preferences).toEqual(expect.arrayContaining([
      { kind: 'new_follower', channel: 'email_instant' }, { kind: 'ground_report', channel: 'email_digest' },
    ]));
  });
});

describe('instant email', () => {
  it('sends the notification with a text and an HTML part, its link, and an unsubscribe link; once', async () => {
    const followee = await riderChoosing({ new_follower: 'email_instant' });
    const follower = t.agent();
    await signIn(follower, t.db, { firstName: 'Dana', lastName: 'Lee' });
    expect((await follower.post('/api/user-follows').send({ followeeId: followee.user.id })).status).toBe(201);
    // The follow wakes the sender through the queue; the request itself sends nothing.
    const { rows } = await t.pool.query("select count(*)::int as waiting from pgboss.job where name = 'send-notification-emails' and state = 'created'");
    expect(rows[0].waiting).toBeGreaterThan(0);
    expect(smtp.messages).toEqual([]);

    expect(await sendInstantEmails(t.db, mail)).toBe(1);
    const [message] = mailsTo(followee.user.email!);
    expect(message.subject).toBe('Dana Lee started following you');
    expect(message.from?.value).toEqual([{ name: 'Cloverleaf', address: 'alerts@cloverleaf.test' }]);
    expect(message.text).toContain(`Open it: ${BASE_URL}/profile`);
    expect(message.html).toContain(`href="${BASE_URL}/profile"`);
    const token = unsubscribeToken(t.config.sessionSecret, followee.user.id, 'new_follower');
    expect(message.text).toContain(`Stop emails about New followers: ${BASE_URL}/unsubscribe?token=${token}`);
    expect(message.html).toContain(`href="${BASE_URL}/unsubscribe?token=${token}"`);
    const rawHeaders = Object.fromEntries(message.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]));
    expect(rawHeaders['list-unsubscribe']).toBe(`<${BASE_URL}/api/notifications/unsubscribe?token=${token}>`);
    expect(rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(message.messageId).toMatch(/^<notification-[0-9a-f-]+@cloverleaf\.test>$/);

    // A retried job sends nothing twice.
    expect(await sendInstantEmails(t.db, mail)).toBe(0);
    expect(mailsTo(followee.user.email!)).toHaveLength(1);
  });

  it('is sent once by the queue however many app servers run workers', async () => {
    const stops = await Promise.all([1, 2].map(() => startJobWorkers(t.db, t.pool, notificationJobHandlers(t.db, mail), () => {})));
    try {
      const riders = await Promise.all([1, 2, 3].map(() => riderChoosing({ event_comment: 'email_instant' })));
      for (const [index, { user }] of riders.entries()) await notify(user.id, `queued-${user.id}`, `Queued comment ${index}`);
      await expect.poll(() => smtp.messages.length, { timeout: 15_000, interval: 200 }).toBe(3);
      await new Promise((resolve) => { setTimeout(resolve, 1500); });
      expect(smtp.messages.map((message) => message.subject).sort()).toEqual(['Queued comment 0', 'Queued comment 1', 'Queued comment 2']);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
  });

  it('goes only to riders who chose email for that kind, and never without an address', async () => {
    const emailed = await riderChoosing({ event_comment: 'email_instant' });
    const bellOnly = await riderChoosing({ event_comment: 'in_app' });
    const otherKind = await riderChoosing({ new_photos: 'email_instant' });
    const digest = await riderChoosing({ event_comment: 'email_digest' });
    const noAddress = await createUser(t.db, { email: null });
    await t.db.execute(sql`insert into notification_preferences (user_id, kind, channel) values (${noAddress.id}, 'event_comment', 'email_instant')`);
    for (const user of [emailed.user, bellOnly.user, otherKind.user, digest.user, noAddress]) await notify(user.id, `only-${user.id}`, 'A comment');

    expect(await sendInstantEmails(t.db, mail)).toBe(1);
    expect(smtp.messages.map((message) => (message.to && 'text' in message.to ? message.to.text : null))).toEqual([emailed.user.email]);
    // The rider without an address is done with, not retried for ever.
    const [skipped] = await t.db.select().from(notifications).where(eq(notifications.userId, noAddress.id));
    expect(skipped.emailedAt).not.toBeNull();
  });

  it('drops an instant email that could not go out within a day', async () => {
    const { user } = await riderChoosing({ event_comment: 'email_instant' });
    await notify(user.id, `stale-${user.id}`, 'Old news');
    const dayAndMore = new Date(Date.now() + 25 * 3_600_000);
    expect(await sendInstantEmails(t.db, mail, dayAndMore)).toBe(0);
    expect(smtp.messages).toEqual([]);
  });

  it('escapes what riders wrote: their words never become markup', async () => {
    const { user } = await riderChoosing({ event_comment: 'email_instant' });
    await notify(user.id, `markup-${user.id}`, 'Casey said <script>alert(1)</script> & <b>hi</b>');
    await sendInstantEmails(t.db, mail);
    const [message] = smtp.messages;
    expect(message.html).toContain('Casey said &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;hi&lt;/b&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('Casey said <script>alert(1)</script> & <b>hi</b>');
  });
});

describe('the daily digest', () => {
  it('lists each rider\'s unread digest alerts in one email, newest first, once', async () => {
    const { user, agent } = await riderChoosing({ event_comment: 'email_digest', ground_report: 'email_digest', new_photos: 'email_instant' });
    const other = await riderChoosing({ ground_report: 'email_digest' });
    await notify(user.id, `digest-a-${user.id}`, 'First comment');
    await notify(user.id, `digest-b-${user.id}`, 'Fresh ground report', 'ground_report');
    await notify(user.id, `digest-read-${user.id}`, 'Already read comment');
    await notify(other.user.id, `digest-other-${other.user.id}`, 'Ground at Lazy E', 'ground_report');
    const [read] = await t.db.select().from(notifications).where(eq(notifications.causeKey, `digest-read-${user.id}`));
    expect((await agent.post('/api/notifications/read').send({ ids: [read.id] })).status).toBe(200);

    expect(await sendEmailDigests(t.db, mail)).toBe(2);
    const [digest] = mailsTo(user.email!);
    expect(digest.subject).toBe('Your Cloverleaf alerts: 2 new');
    expect(digest.text).toMatch(/\* Fresh ground report\n {2}Body of Fresh ground report\n {2}https:\/\/cloverleaf\.test\/event\/digest-b-[^\n]+\n\n\* First comment/);
    expect(digest.text).not.toContain('Already read comment');
    expect(digest.html).toContain('First comment');
    expect(digest.html).toContain(`href="${BASE_URL}/unsubscribe?token=${unsubscribeToken(t.config.sessionSecret, user.id, 'all')}"`);
    expect(mailsTo(other.user.email!).map((message) => message.subject)).toEqual(['Your Cloverleaf alerts: 1 new']);
    // No instant email came of the digest kinds.
    expect(await sendInstantEmails(t.db, mail)).toBe(0);

    // A second run (a retry, another server) sends no second digest.
    expect(await sendEmailDigests(t.db, mail)).toBe(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it(`lists at most ${DIGEST_MAX_ITEMS} and links to the rest`, async () => {
    const { user } = await riderChoosing({ event_comment: 'email_digest' });
    for (let index = 0; index < DIGEST_MAX_ITEMS + 3; index += 1) await notify(user.id, `many-${index}-${user.id}`, `Comment ${index}`);
    await sendEmailDigests(t.db, mail);
    const [digest] = smtp.messages;
    expect(digest.subject).toBe(`Your Cloverleaf alerts: ${DIGEST_MAX_ITEMS + 3} new`);
    expect(digest.text).toContain(`and 3 more: ${BASE_URL}/notifications`);
    expect(digest.text?.match(/^\* Comment/gm)).toHaveLength(DIGEST_MAX_ITEMS);
  });

  it('takes in an alert stamped within the run\'s millisecond, and none after it', async () => {
    const { user } = await riderChoosing({ event_comment: 'email_digest' });
    await notify(user.id, `same-ms-${user.id}`, 'Same millisecond');
    await notify(user.id, `next-ms-${user.id}`, 'Next millisecond');
    // PostgreSQL stamps to the microsecond; the run's clock (JavaScript's) to the millisecond.
    const now = new Date('2026-11-20T12:00:00.123Z');
    await t.db.execute(sql`update ${notifications} set created_at = case cause_key
      when ${`same-ms-${user.id}`} then ${now.toISOString()}::timestamptz + interval '700 microseconds'
      else ${now.toISOString()}::timestamptz + interval '1 millisecond' end
      where user_id = ${user.id}`);
    expect(await sendEmailDigests(t.db, mail, now)).toBe(1);
    const [digest] = mailsTo(user.email!);
    expect(digest.subject).toBe('Your Cloverleaf alerts: 1 new');
    expect(digest.text).toContain('Same millisecond');
    expect(digest.text).not.toContain('Next millisecond');
  });
});

describe('unsubscribe links', () => {
  it('stop that kind\'s emails without logging in, keep the bell, and drop what was waiting', async () => {
    const { user, agent } = await riderChoosing({ event_comment: 'email_instant', new_photos: 'email_digest' });
    await notify(user.id, `waiting-${user.id}`, 'Waiting comment');
    const visitor = t.agent();
    const response = await visitor.post('/api/notifications/unsubscribe')
      .send({ token: unsubscribeToken(t.config.sessionSecret, user.id, 'event_comment') });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ stopped: 'event_comment', label: 'Comments' });
    const settings = (await agent.get('/api/notification-preferences')).body.preferences;
    expect(settings).toEqual(expect.arrayContaining([
      { kind: 'event_comment', channel: 'in_app' }, { kind: 'new_photos', channel: 'email_digest' },
    ]));
    expect(await sendInstantEmails(t.db, mail)).toBe(0);
    expect((await agent.get('/api/notifications/unread-count')).body.count).toBe(1);
  });

  it('the digest\'s link stops every email; mail apps\' one-click POST works too', async () => {
    const { user, agent } = await riderChoosing({ event_comment: 'email_instant', new_photos: 'email_digest' });
    const token = unsubscribeToken(t.config.sessionSecret, user.id, 'all');
    const oneClick = await t.agent().post(`/api/notifications/unsubscribe?token=${token}`)
      .type('form').send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.body).toEqual({ stopped: 'all', label: 'All emails' });
    const settings = (await agent.get('/api/notification-preferences')).body.preferences as { channel: string }[];
    expect(settings.filter((choice) => choice.channel.startsWith('email'))).toEqual([]);
  });

  it('refuse a token that was altered or made for another rider', async () => {
    const { user } = await riderChoosing({ event_comment: 'email_instant' });
    const victim = await riderChoosing({ event_comment: 'email_instant' });
    const token = unsubscribeToken(t.config.sessionSecret, user.id, 'event_comment');
    const forged = [
      token.replace(user.id, victim.user.id),
      token.replace('event_comment', 'all'),
      `${token.slice(0, -2)}AA`,
      unsubscribeToken('another secret', victim.user.id, 'all'),
      'not-a-token',
    ];
    for (const candidate of forged) {
      const response = await t.agent().post('/api/notifications/unsubscribe').send({ token: candidate });
      expect(response.status, candidate).toBe(400);
      expect(response.body).toEqual({ message: 'This unsubscribe link is not valid', errors: [{ path: 'token', message: 'This unsubscribe link is not valid' }] });
    }
    const missing = await t.agent().post('/api/notifications/unsubscribe').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].path).toBe('token');
    const settings = (await victim.agent.get('/api/notification-preferences')).body.preferences;
    expect(settings).toContainEqual({ kind: 'event_comment', channel: 'email_instant' });
  });
});
