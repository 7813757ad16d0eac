// A real SMTP server in the test process (smtp-server), keeping every email it receives parsed (mailparser), so
// tests read what a mailbox would: recipient, subject, language, text, HTML and links.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  kind: string | undefined;
  listUnsubscribe: string | undefined;
}

export interface TestMailServer {
  url: string;
  received: ReceivedEmail[];
  /** Waits until `predicate` holds on what arrived (5 s at most by default), then returns what arrived. */
  waitFor(predicate: (emails: ReceivedEmail[]) => boolean, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Emails that arrived for one address. */
  to(address: string): ReceivedEmail[];
  close(): Promise<void>;
}

const header = (mail: ParsedMail, name: string): string | undefined => {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value : undefined;
};

export async function startTestMailServer(): Promise<TestMailServer> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            received.push({
              to: rcpt.address,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              language: header(mail, 'content-language'),
              kind: header(mail, 'x-ikaze-kind'),
              listUnsubscribe: (mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)
                ?.unsubscribe?.url,
            });
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((email) => email.to.toLowerCase() === address.toLowerCase()),
    async waitFor(predicate, timeoutMs = 8_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > until)
          throw new Error(
            `the emails expected did not arrive: ${JSON.stringify(received.map((e) => [e.to, e.subject]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
