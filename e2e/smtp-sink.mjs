// A real SMTP server for the browser tests (playwright.config.ts starts it beside the API, whose SMTP_URL points
// here): every email the API sends is parsed and kept, and GET /messages on the HTTP port answers them as JSON
// ({ to, subject, text, html, language }), so a test reads its mailbox as a person would. In memory only.
//
//   SMTP_SINK_PORT=23142 SMTP_SINK_HTTP_PORT=23143 node e2e/smtp-sink.mjs
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const language = mail.headers.get('content-language');
        for (const rcpt of session.envelope.rcptTo)
          received.push({
            to: rcpt.address,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            language: typeof language === 'string' ? language : undefined,
          });
        callback();
      })
      .catch((error) => callback(error));
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const http = createServer((request, response) => {
  if (request.url === '/health') return void response.end('ok');
  if (request.url === '/messages') {
    response.setHeader('content-type', 'application/json');
    return void response.end(JSON.stringify(received));
  }
  response.statusCode = 404;
  response.end();
});
http.listen(httpPort, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    smtp.close(() => undefined);
    http.close(() => process.exit(0));
  });
