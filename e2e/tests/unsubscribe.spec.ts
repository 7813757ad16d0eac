// An email's unsubscribe address used as readers and mail clients use it (docs/decisions/0051-emails-to-act-on.md):
// opening it (a reader, or a link scanner) shows a page that asks and changes nothing; the mail client's RFC 8058
// one-click POST, with no cookie or session, turns that kind of email off.
import { request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { expect, propertyIdByName, registerGuest } from './guest-support';
import { awaitEmail, linksOf } from './mailbox';
import { DEMO_PASSWORD, NEW_ACCOUNT_PASSWORD } from './support';

/** A signed-in API client of its own, as a second person's browser would be. */
async function signedIn(origin: string, username: string, password: string): Promise<APIRequestContext> {
  const client = await newRequest.newContext({ baseURL: origin });
  expect((await client.post('/api/login', { data: { username, password } })).status()).toBe(200);
  return client;
}

/** Whether the account behind `client` still receives the emails of new messages. */
async function wantsMessageEmails(client: APIRequestContext): Promise<boolean | undefined> {
  const answer = (await (await client.get('/api/me/notification-preferences')).json()) as {
    preferences: Array<{ kind: string; email: boolean }>;
  };
  return answer.preferences.find((p) => p.kind === 'message_received')?.email;
}

test('opening the unsubscribe link asks and changes nothing; the mail client’s one-click POST unsubscribes', async ({
  page,
  request,
}, testInfo) => {
  const origin = testInfo.project.use.baseURL!;
  const username = await registerGuest(request, testInfo);
  const propertyId = await propertyIdByName(request, 'Kiyovu Heights Hotel');

  // The guest asks the demo host a question; the host's answer emails the guest, an email they may turn off.
  const guest = await signedIn(origin, username, NEW_ACCOUNT_PASSWORD);
  const asked = await guest.post('/api/conversations', {
    data: { propertyId, text: `Is breakfast served before 7? (${username})` },
  });
  expect(asked.ok()).toBe(true);
  const { conversation } = (await asked.json()) as { conversation: { id: number } };
  const host = await signedIn(origin, 'host', DEMO_PASSWORD);
  expect(
    (
      await host.post(`/api/conversations/${conversation.id}/messages`, { data: { text: 'Yes, from 6:30.' } })
    ).ok(),
  ).toBe(true);
  const email = await awaitEmail(`${username}@example.rw`, (e) => e.subject.startsWith('New message from'));
  const [link] = linksOf(email, origin).filter((url) => url.includes('/unsubscribe?token='));
  expect(link).toBeDefined();

  // Opened (by the reader, or by a link scanner): the page names the emails and waits for the button.
  await page.goto(link!);
  await expect(page.getByText('You are about to stop the emails about: New messages.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await wantsMessageEmails(guest)).toBe(true);

  // The mail client's one-click: a form-encoded POST to the same address, no cookie, no session.
  const mailClient = await newRequest.newContext();
  const oneClick = await mailClient.post(link!, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await wantsMessageEmails(guest)).toBe(false);

  await Promise.all([guest.dispose(), host.dispose(), mailClient.dispose()]);
});
