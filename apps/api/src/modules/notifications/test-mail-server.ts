// A real SMTP server in the test process (smtp-server), keeping every email it receives parsed (mailparser), so
// tests read what a mailbox would: recipient, subject, language, text, HTML and links. Its answer to each message
// can be slowed, refused or withheld, as a slow or failing server's would.
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
  /** RFC 8058's List-Unsubscribe-Post, as it arrived. */
  listUnsubscribePost: string | undefined;
  /** RFC 3834's Auto-Submitted, as it arrived. */
  autoSubmitted: string | undefined;
  messageId: string | undefined;
}

/** How the server answers a message once it has read it: at once, after `delayMs`, with a refusal, or never. */
export interface MailServerMode {
  delayMs?: number;
  refuse?: boolean;
  hang?: boolean;
}

export interface TestMailServer {
  url: string;
  received: ReceivedEmail[];
  /** Changed by a test to make the next answers slow, refused or withheld. */
  mode: MailServerMode;
  /** Messages the server is reading or holding without an answer yet. */
  inFlight(): number;
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

/** A header's value as it arrived, unfolded (mailparser files List-* headers under one parsed `list`). */
const rawHeader = (mail: ParsedMail, name: string): string | undefined => {
  const line = mail.headerLines.find((header) => header.key === name)?.line;
  return line?.slice(line.indexOf(':') + 1).trim();
};

export async function startTestMailServer(mode: MailServerMode = {}): Promise<TestMailServer> {
  const received: ReceivedEmail[] = [];
  const state = { mode, inFlight: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const { delayMs = 0, refuse = false, hang = false } = state.mode;
      state.inFlight++;
      const answer = (error?: Error) => {
        state.inFlight--;
        callback(error);
      };
      simpleParser(stream)
        .then(async (mail) => {
          if (refuse) {
            answer(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
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
              listUnsubscribePost: rawHeader(mail, 'list-unsubscribe-post'),
              autoSubmitted: header(mail, 'auto-submitted'),
              messageId: mail.messageId,
            });
          }
          // Taken, but the client is not told: it cannot know whether the server holds the email.
          if (hang) return;
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          answer();
        })
        .catch((error: Error) => answer(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get mode() {
      return state.mode;
    },
    set mode(next) {
      state.mode = next;
    },
    inFlight: () => state.inFlight,
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
